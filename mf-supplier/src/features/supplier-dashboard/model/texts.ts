import type { SupplierRequestState } from '@atelier/api-contract';

/** The supplier dashboard's texts (spec 001 sections 2 and 4; plan features from spec 000). */
export const SUPPLIER_DASHBOARD_TEXTS = {
  title: 'Supplier Dashboard',
  welcome: (name: string) => `Welcome back, ${name}`,
  /** The plan; 'Verified Supplier' only once an admin verified the business (issue 43). */
  pro: 'Supplier Pro',
  verified: 'Verified Supplier',
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
  requestsEmpty: 'No open client requests right now. New requests appear here as brands post them.',
  confidential: 'Confidential brand',
  viewAllRequests: 'View All Requests',
  urgent: 'Urgent',
  loadError: 'Your dashboard could not be loaded.',
  retry: 'Retry',
  analyticsTitle: 'Analytics',
  analytics: {
    openRequests: 'Open Requests',
    quotesSent: 'Quotes Sent',
    inDiscussion: 'In Discussion',
    accepted: 'Accepted',
    profileViews: 'Profile Views',
  },
  premiumFeaturesTitle: 'Premium features',
  premiumFeatures:
    'Unlimited project replies, featured in listings, Verified Supplier badge, upload service catalog, priority access to big orders, direct inquiries and future PLM integration.',
  upgradeNow: 'Upgrade Now',
} as const;

/** Section 4's statuses of a supplier's client requests and each one's action. */
export const REQUEST_STATE_LABELS: Record<SupplierRequestState, string> = {
  'new-inquiry': 'New Inquiry',
  'awaiting-quote': 'Awaiting Quote',
  'in-discussion': 'In Discussion',
};
export const REQUEST_STATE_ACTIONS: Record<SupplierRequestState, string> = {
  'new-inquiry': 'See Request',
  'awaiting-quote': 'View Details',
  'in-discussion': 'Respond',
};

/** What the service overview needs of a service. */
export interface DashboardService {
  id: string;
  title: string;
  type: string;
  categories: readonly string[];
}
