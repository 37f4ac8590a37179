// Platform paths the navbars and the public pages link to (spec 000 and 001, section 2).

/** Platform paths the navbars link to. */
export const NAV_PATHS = {
  publicProfile: (username: string) => `/portfolio/${encodeURIComponent(username)}`,
  jobs: '/jobs',
  marketplace: '/marketplace-full',
  explore: '/explore',
  /** Where a signed-in user without a role goes first (spec 000, section 4). */
  selectRole: '/onboarding/select-role',
  admin: {
    dashboard: '/admin/dashboard',
  },
  freelancer: {
    dashboard: '/freelancer/dashboard',
    portfolio: '/freelancer/portfolio',
    applications: '/freelancer/applications',
    sellProducts: '/freelancer/sell-products',
    manageProducts: '/freelancer/manage-products',
    payments: '/freelancer/payments',
    messages: '/freelancer/messages',
    manageProfile: '/freelancer/manage-profile',
    subscription: '/freelancer/subscription',
    settings: '/freelancer/settings',
  },
  supplier: {
    dashboard: '/supplier/dashboard',
    services: '/supplier/services',
    requests: '/supplier/requests',
    messages: '/supplier/messages',
    profile: '/supplier/profile',
    billing: '/supplier/billing',
    settings: '/supplier/settings',
  },
  client: {
    dashboard: '/client/dashboard',
    postJob: '/client/post-job',
    postRequest: '/client/post-request',
    manageListings: '/client/manage-listings',
    applications: '/client/applications',
    messages: '/client/messages',
    profile: '/client/profile',
    team: '/client/team',
    settings: '/client/settings',
  },
} as const;
