/** Spec 001 section 2: the dashboard shows at most three job matches, three applications. */
export const JOB_MATCHES_SHOWN = 3;
export const RECENT_APPLICATIONS_SHOWN = 3;

/** The freelancer dashboard's texts (spec 001 sections 2 and 4; spec 000's PRO badge). */
export const FREELANCER_DASHBOARD_TEXTS = {
  title: 'Freelancer Dashboard',
  welcome: (name: string) => `Welcome back, ${name}`,
  pro: 'PRO',
  starter: 'Starter',
  retry: 'Try again',
  quickActionsTitle: 'Quick Actions',
  quickActions: {
    uploadProject: 'Upload Project',
    sellYourWork: 'Sell Your Work',
    browseOffers: 'Browse Offers',
    editProfile: 'Edit Profile',
  },
  sales: {
    title: 'Sales Overview',
    loading: 'Loading sales',
    error: 'Your sales could not be loaded.',
    totalRevenue: 'Total Revenue',
    vsLastMonth: 'vs last month',
    /** In place of the growth when last month sold nothing (issue 37: not '+100%'). */
    newThisMonth: 'New this month',
    productsSold: 'Products Sold',
    downloads: 'Downloads',
    views: 'Views',
    products: (count: number) => `${String(count)} ${count === 1 ? 'product' : 'products'}`,
    topSelling: (title: string) => `Top selling: ${title}`,
    empty: 'No products yet. Sell your designs, templates and services on the marketplace.',
    manage: 'Manage Products',
  },
  /** Custom services' orders (issue 22): the spec's projectEarnings. */
  projects: {
    title: 'Project Earnings',
    loading: 'Loading orders',
    error: 'Your orders could not be loaded.',
    totalIncome: 'Total Income',
    completedProjects: 'Completed Projects',
    pendingPayments: 'Pending Payments',
    activeOrders: 'Active Orders',
    pendingOrders: (count: number) =>
      `${String(count)} paid ${count === 1 ? 'order' : 'orders'} not completed yet`,
    late: (count: number) => `${String(count)} late`,
    empty: 'No orders yet. Offer a custom service and buyers can order it with their requirements.',
    view: 'View Orders',
  },
  applications: {
    title: 'Recent Applications',
    loading: 'Loading applications',
    error: 'Your applications could not be loaded.',
    empty: 'No applications yet. Browse the job board and apply to the roles that fit you.',
    confidentialCompany: 'Confidential company',
    viewAll: 'My Applications',
  },
  matches: {
    title: 'Job Matches',
    loading: 'Loading job matches',
    error: 'Your job matches could not be loaded.',
    empty:
      'No matches yet. Add skills and areas of expertise to your profile to see the jobs that fit.',
    score: (score: number) => `${String(score)}% match`,
    matchedSkills: 'What you match',
    view: 'View Job',
    viewFor: (title: string) => `View Job: ${title}`,
    confidentialCompany: 'Confidential company',
    remote: 'Remote',
  },
  analytics: {
    title: 'Analytics',
    loading: 'Loading analytics',
    error: 'Your analytics could not be loaded.',
    profileViews: 'Profile Views',
    productViews: 'Product Views',
    view: 'View Analytics',
  },
  completion: {
    title: 'Profile Completion',
    loading: 'Loading profile',
    error: 'Your profile could not be loaded.',
    percent: (percent: number) => `${String(percent)}% complete`,
    label: 'Profile completion',
    complete: 'Your profile is complete.',
    missing: 'Still to add:',
    completeAction: 'Complete Profile',
  },
} as const;
