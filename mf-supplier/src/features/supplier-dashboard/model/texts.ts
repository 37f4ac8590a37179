/** The supplier dashboard's texts (spec 001 sections 2 and 4; plan features from spec 000). */
export const SUPPLIER_DASHBOARD_TEXTS = {
  title: 'Supplier Dashboard',
  welcome: (name: string) => `Welcome back, ${name}`,
  pro: 'Verified Supplier',
  starter: 'Starter Plan',
  quickActionsTitle: 'Quick Actions',
  quickActions: {
    addService: 'Add a Service',
    requests: 'Client Requests',
    profile: 'Edit Profile',
    messages: 'Messages',
  },
  servicesTitle: 'Service Overview',
  servicesCount: (count: number) =>
    count === 1 ? '1 service listed' : `${String(count)} services listed`,
  servicesEmpty: 'No services yet. Add your first service so that brands can see what you offer.',
  categoriesCovered: 'Categories covered',
  manageServices: 'Manage Services',
  requestsTitle: 'Recent Client Requests',
  urgent: 'Urgent',
  premiumFeaturesTitle: 'Premium features',
  premiumFeatures:
    'Unlimited project replies, featured in listings, Verified Supplier badge, upload service catalog, priority access to big orders, direct inquiries and future PLM integration.',
  upgradeNow: 'Upgrade Now',
} as const;

/** Section 4's demo statuses of supplier requests and each one's action ('Respond' otherwise). */
export const REQUEST_STATUS_ACTIONS = {
  'New Inquiry': 'See Request',
  'Awaiting Quote': 'View Details',
  'In Discussion': 'Respond',
} as const;
export type DashboardRequestStatus = keyof typeof REQUEST_STATUS_ACTIONS;

/** Section 3: a supplier's client request on the dashboard. */
export interface DashboardClientRequest {
  id: string;
  title: string;
  client: string;
  status: DashboardRequestStatus;
  urgent: boolean;
}

/** What the service overview needs of a service. */
export interface DashboardService {
  id: string;
  title: string;
  type: string;
  categories: readonly string[];
}
