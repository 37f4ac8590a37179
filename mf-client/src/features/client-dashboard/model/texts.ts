import type { ApplicationStatus } from '@atelier/api-contract';

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
  loadError: 'Your dashboard could not be loaded.',
  retry: 'Retry',
  recommendedTitle: 'AI Recommended Profiles',
  recommendedLead: 'Matched to your open jobs by skills and category.',
  recommendedNoJobs: 'Post a job to see the profiles that match it.',
  recommendedNone: 'No profiles match your open jobs yet.',
  matchScore: (score: number) => `${String(score)}% match`,
  matchedJob: (title: string) => `for ${title}`,
  pro: 'PRO',
  applicationsTitle: 'Applications Overview',
  applicationsTotal: (total: number) =>
    total === 1
      ? '1 application or quote received'
      : `${String(total)} applications and quotes received`,
  applicationsEmpty: 'No applications yet. Post a job or a request to receive applications.',
  applicationsByStatus: 'Applications by status',
  recentApplications: 'Latest applications',
  viewAllApplications: 'View Applications',
  analyticsTitle: 'Brand Analytics',
  analytics: {
    activeListings: 'Active Listings',
    listingViews: 'Listing Views',
    responses: 'Responses',
    hires: 'Hires',
  },
  premiumFeaturesTitle: 'Premium features',
  premiumFeatures:
    'Unlimited job posts and contacts, dashboard and shortlist tools, AI-powered matches and priority support.',
  upgradeNow: 'Upgrade Now',
} as const;

/**
 * Each status's action on the overview: section 4's demo statuses have the spec's (New Application
 * 'Review Profile', Under Review 'See Quote', Interview Scheduled 'See Chat'); the others open
 * the application.
 */
export const APPLICATION_STATUS_ACTIONS: Record<ApplicationStatus, string> = {
  new: 'Review Profile',
  reviewing: 'See Quote',
  shortlisted: 'Review Profile',
  interviewed: 'See Chat',
  hired: 'View Application',
  rejected: 'View Application',
};
