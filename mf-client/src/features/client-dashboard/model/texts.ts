/** The client dashboard's texts (spec 001 sections 2 and 4). */
export const CLIENT_DASHBOARD_TEXTS = {
  title: 'Client Dashboard',
  welcome: (name: string) => `Welcome back, ${name}`,
  premium: 'Premium',
  free: 'Free Plan',
  quickActionsTitle: 'Quick Actions',
  quickActions: {
    postJob: 'Post a Job',
    postRequest: 'Post a Request',
    explore: 'Browse Talent & Suppliers',
    manageListings: 'Manage Listings',
    team: 'Team Members',
  },
  companyTitle: 'Company Profile',
  companyEmpty: 'Add your company profile so that freelancers and suppliers know your brand.',
  companySetUp: 'Set Up Company Profile',
  companyEdit: 'Edit Company Profile',
  applicationsTitle: 'Applications Overview',
  premiumFeaturesTitle: 'Premium features',
  premiumFeatures:
    'Unlimited job posts and contacts, dashboard and shortlist tools, AI-powered matches and priority support.',
  upgradeNow: 'Upgrade Now',
} as const;

/** Section 4's demo statuses of client applications and each one's action. */
export const APPLICATION_STATUS_ACTIONS = {
  'New Application': 'Review Profile',
  'Under Review': 'See Quote',
  'Interview Scheduled': 'See Chat',
} as const;
export type DashboardApplicationStatus = keyof typeof APPLICATION_STATUS_ACTIONS;
