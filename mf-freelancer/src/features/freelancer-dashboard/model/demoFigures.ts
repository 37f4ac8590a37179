import type { SellerOrderSummary } from '@atelier/api-contract';
import type { DashboardApplication, DashboardJobMatch, ViewTotals } from './display';
import type { ProfileCompletion } from './profileCompletion';
import type { SalesOverview } from './salesOverview';

/**
 * What /freelancer-dashboard-preview shows a visitor: the spec's freelancer demo stats (001
 * section 3: profile completion and views, marketplace sales, job matches with their score, the
 * demo applications Under Review and Interview Scheduled of section 4), with sample figures.
 */
export const FREELANCER_DEMO_NAME = 'Sofia Martinez';

export const FREELANCER_DEMO_SALES: SalesOverview = {
  totalRevenue: 284_750,
  productsSold: 127,
  downloads: 342,
  views: 4_890,
  totalProducts: 12,
  topSellingProduct: 'Complete Tech Pack Template',
  monthlyGrowth: 12.5,
  newThisMonth: false,
};

/** The spec's projectEarnings with sample figures (completed and pending custom orders). */
export const FREELANCER_DEMO_PROJECTS: SellerOrderSummary = {
  completedOrders: 8,
  completedEarnings: 239_200,
  activeOrders: 3,
  lateOrders: 0,
  pendingPayments: 89_700,
  pendingOrders: 3,
};

export const FREELANCER_DEMO_APPLICATIONS: readonly DashboardApplication[] = [
  {
    id: 'demo-application-1',
    jobTitle: 'Senior Swimwear Designer',
    company: 'Coastal Threads',
    status: 'reviewing',
    appliedAt: '2026-01-12T09:00:00.000Z',
  },
  {
    id: 'demo-application-2',
    jobTitle: 'Resort Collection Designer',
    company: 'Maison Verte',
    status: 'interviewed',
    appliedAt: '2026-01-08T09:00:00.000Z',
  },
];

export const FREELANCER_DEMO_MATCHES: readonly DashboardJobMatch[] = [
  {
    job: {
      id: '00000000-0000-4000-8000-0000000000d1',
      title: 'Sustainable Swimwear Capsule',
      company: 'Blue Lagoon Swim',
      location: 'Barcelona, Spain',
      type: 'contract',
      remote: true,
    },
    matchScore: 95,
    matched: ['Swimwear Design', 'CLO 3D', 'Tech packs'],
  },
  {
    job: {
      id: '00000000-0000-4000-8000-0000000000d2',
      title: 'Technical Designer, Activewear',
      company: 'Stride Athletics',
      location: 'Portland, OR',
      type: 'full-time',
      remote: false,
    },
    matchScore: 88,
    matched: ['Technical Design', 'Tech packs'],
  },
  {
    job: {
      id: '00000000-0000-4000-8000-0000000000d3',
      title: 'Print Designer for Resort 2027',
      company: 'Isla Resort Wear',
      location: 'Miami, FL',
      type: 'freelance',
      remote: true,
    },
    matchScore: 76,
    matched: ['Print Design'],
  },
];

export const FREELANCER_DEMO_VIEWS: ViewTotals = { profileViews: 1_247, productViews: 4_890 };

export const FREELANCER_DEMO_COMPLETION: ProfileCompletion = {
  percent: 81,
  missing: ['Languages', 'An hourly rate'],
};
