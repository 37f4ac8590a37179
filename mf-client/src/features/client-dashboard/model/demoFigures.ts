import type { Company } from '@atelier/api-contract';
import type { DashboardApplication } from '../components/ApplicationsOverview';

/**
 * What /client-dashboard-preview shows a visitor: a sample brand and the spec's sample
 * applications with their demo statuses (001 section 4).
 */
export const CLIENT_DEMO_COMPANY: Company = {
  id: '00000000-0000-4000-8000-000000000000',
  name: 'Maison Verte',
  website: 'https://maisonverte.example/',
  location: 'Lyon, France',
  description: 'Sustainable outerwear, designed in Lyon.',
  logo: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const CLIENT_DEMO_APPLICATIONS: readonly DashboardApplication[] = [
  {
    id: 'demo-1',
    name: 'Sofia Martinez',
    listingTitle: 'Swimwear Collection Designer',
    status: 'New Application',
  },
  {
    id: 'demo-2',
    name: 'Porto Knit Mills',
    listingTitle: 'Organic Jersey Production',
    status: 'Under Review',
  },
  {
    id: 'demo-3',
    name: 'Liam Chen',
    listingTitle: 'Tech Pack Specialist',
    status: 'Interview Scheduled',
  },
];
