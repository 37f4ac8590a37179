import type { DashboardClientRequest, DashboardService } from './texts';

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

export const SUPPLIER_DEMO_REQUESTS: readonly DashboardClientRequest[] = [
  {
    id: 'demo-request-1',
    title: 'Recycled nylon swimwear, 2,000 pieces',
    client: 'Maison Verte',
    status: 'New Inquiry',
    urgent: true,
  },
  {
    id: 'demo-request-2',
    title: 'GOTS-certified jersey for a capsule',
    client: 'Northline Studio',
    status: 'Awaiting Quote',
    urgent: false,
  },
  {
    id: 'demo-request-3',
    title: 'Embroidered patches, 5 designs',
    client: 'Atelier Rive',
    status: 'In Discussion',
    urgent: false,
  },
];
