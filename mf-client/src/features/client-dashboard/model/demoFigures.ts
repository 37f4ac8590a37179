import type { ClientDashboard, Company } from '@atelier/api-contract';

/**
 * What /client-dashboard-preview shows a visitor: a sample brand, recommended profiles, and the
 * spec's sample applications with their demo statuses (001 section 4).
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

const demoProfile = (
  index: number,
  fullName: string,
  profession: string,
  skills: string[],
  matchScore: number,
  isPro: boolean,
) => ({
  userId: `00000000-0000-4000-8000-00000000001${String(index)}`,
  username: `demo-${String(index)}`,
  role: 'freelancer' as const,
  fullName,
  profession,
  location: 'Remote',
  availability: 'available' as const,
  categories: ['Swimwear Design'],
  skills,
  photoUrl: null,
  isPro,
  verified: false,
  matchScore,
  matchedJob: 'Swimwear Collection Designer',
});

export const CLIENT_DEMO_CARDS: ClientDashboard = {
  recommendedProfiles: [
    demoProfile(1, 'Sofia Martinez', 'Swimwear Designer', ['CLO 3D', 'Tech packs'], 96, true),
    demoProfile(2, 'Liam Chen', 'Tech Pack Specialist', ['Tech packs'], 82, false),
    demoProfile(3, 'Amara Okafor', 'Print Designer', ['Print design'], 74, true),
    demoProfile(4, 'Jonas Berg', 'Pattern Maker', ['Pattern making'], 65, false),
  ],
  openJobs: 2,
  applications: {
    counts: { new: 4, reviewing: 3, shortlisted: 2, interviewed: 1, hired: 1, rejected: 2 },
    total: 13,
    recent: [
      {
        id: '00000000-0000-4000-8000-000000000021',
        kind: 'job',
        name: 'Sofia Martinez',
        listingTitle: 'Swimwear Collection Designer',
        status: 'new',
        createdAt: '2026-01-03T09:00:00.000Z',
      },
      {
        id: '00000000-0000-4000-8000-000000000022',
        kind: 'request',
        name: 'Porto Knit Mills',
        listingTitle: 'Organic Jersey Production',
        status: 'reviewing',
        createdAt: '2026-01-02T09:00:00.000Z',
      },
      {
        id: '00000000-0000-4000-8000-000000000023',
        kind: 'job',
        name: 'Liam Chen',
        listingTitle: 'Tech Pack Specialist',
        status: 'interviewed',
        createdAt: '2026-01-01T09:00:00.000Z',
      },
    ],
  },
  analytics: { activeListings: 3, listingViews: 1248, responses: 13, hires: 1 },
};
