import type { SupplierDashboard } from '@atelier/api-contract';
import type { DashboardService } from './texts';

/** What /supplier-dashboard-preview shows a visitor (spec 001 sections 3 and 4's demo data). */
export const SUPPLIER_DEMO_NAME = 'Porto Knit Mills';

export const SUPPLIER_DEMO_SERVICES: readonly DashboardService[] = [
  {
    id: 'demo-service-1',
    title: 'Organic cotton jersey knitting',
    type: 'Garment Manufacturer',
    categories: ['Activewear', 'Sustainable'],
  },
  {
    id: 'demo-service-2',
    title: 'Cut-make-trim for swimwear',
    type: 'Garment Manufacturer',
    categories: ['Swimwear'],
  },
  {
    id: 'demo-service-3',
    title: 'Digital textile printing',
    type: 'Print / Embroidery Service',
    categories: ['Streetwear', 'Other'],
  },
];

export const SUPPLIER_DEMO_CARDS: SupplierDashboard = {
  recentRequests: [
    {
      id: '00000000-0000-4000-8000-000000000031',
      title: 'Recycled nylon swimwear, 2,000 pieces',
      client: 'Maison Verte',
      state: 'new-inquiry',
      urgent: true,
      publishedAt: '2026-01-03T09:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000032',
      title: 'GOTS-certified jersey for a capsule',
      client: 'Northline Studio',
      state: 'awaiting-quote',
      urgent: false,
      publishedAt: '2026-01-02T09:00:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000033',
      title: 'Embroidered patches, 5 designs',
      client: 'Atelier Rive',
      state: 'in-discussion',
      urgent: false,
      publishedAt: '2026-01-01T09:00:00.000Z',
    },
  ],
  openRequests: 18,
  analytics: {
    responses: { new: 3, reviewing: 2, shortlisted: 1, interviewed: 1, hired: 2, rejected: 1 },
    totalResponses: 10,
    profileViews: 342,
  },
};
