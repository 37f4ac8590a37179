import { act, screen, within } from '@testing-library/react';
import type { PublicProfile } from '@atelier/api-contract';
import { ROUTES } from '@atelier/shared-ui';
import { installDialogPolyfill } from '@atelier/shared-ui/test-utils';
import { fakeServer, renderScreen } from '../../../testing/apiScreen';
import { NOT_FOUND, PUBLIC_PROFILE_TEXTS as T } from '../model/texts';
import { PublicProfileScreen } from './PublicProfileScreen';

const profile: PublicProfile = {
  userId: 'de300000-0000-4000-8000-000000000001',
  username: 'sofia',
  role: 'freelancer',
  fullName: 'Sofia Marin',
  profession: 'Swimwear Designer',
  location: 'Barcelona',
  availability: 'available',
  bio: `${'Resort and swim. '.repeat(15)}The end.`,
  categories: ['Swimwear Design'],
  skills: [],
  services: ['Tech pack creation'],
  languages: ['English'],
  hourlyRate: 60,
  currency: 'EUR',
  openToFullTime: false,
  openToRemote: true,
  socialLinks: { linkedin: 'https://linkedin.com/in/sofia', instagram: '', website: '' },
  contact: null,
  photoUrl: null,
  stats: { projectsCompleted: 1, clientsWorked: 0, yearsExperience: 7, rating: 0 },
  isPublic: true,
  allowDownloads: false,
  isPro: true,
  isOwner: false,
  projects: [
    {
      id: 'a0000000-0000-4000-8000-000000000001',
      title: 'Resort Capsule',
      category: 'Swimwear Design',
      description: 'Six pieces.',
      caption: 'Six pieces.',
      thumbnail: '/api/images/k1/w320.webp',
      client: 'Costa Swim',
      year: 2026,
      tags: ['resort'],
      status: 'published',
      images: [
        { key: 'k1', name: 'a.png', size: 3, url: '/api/images/k1/w1280.webp', thumbnailUrl: '' },
        { key: 'k2', name: 'b.png', size: 3, url: '/api/images/k2/w1280.webp', thumbnailUrl: '' },
      ],
      featured: true,
      views: 0,
      likes: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  testimonials: [],
};

const render = () =>
  renderScreen(<PublicProfileScreen />, { path: '/portfolio/sofia', pattern: ROUTES.portfolio });

beforeAll(installDialogPolyfill);

describe('PublicProfileScreen', () => {
  it('shows the profile, PRO badge, Read more / Read less, and the project detail', async () => {
    const requests = fakeServer(({ url }) =>
      url.startsWith('/api/profiles/')
        ? { status: 200, body: profile }
        : { status: 200, body: { products: [], total: 0, page: 1, pageSize: 12, totalPages: 0 } },
    );
    const { user } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofia Marin' })).toBeVisible();
    expect(screen.getByText(T.pro)).toBeInTheDocument();
    expect(screen.getByText(T.available)).toBeInTheDocument();
    expect(document.title).toBe('Sofia Marin · Swimwear Designer');
    expect(screen.queryByText(profile.bio)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.readMore }));
    expect(screen.getByText(profile.bio)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.readLess })).toBeInTheDocument();
    // A visitor is sent to sign in for Send Message.
    expect(screen.getAllByRole('link', { name: T.sendMessage })[0]).toHaveAttribute(
      'href',
      '/login?redirect=%2Fportfolio%2Fsofia',
    );
    expect(screen.queryByRole('heading', { name: T.testimonials })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Resort Capsule/ }));
    const dialog = screen.getByRole('dialog', { name: 'Resort Capsule' });
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    expect(within(dialog).getByText('Costa Swim')).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain(
      `/api/catalogue/authors/${profile.userId}/products`,
    );
  });

  it('waits for the session before asking (an owner must send the token)', async () => {
    const requests = fakeServer(() => ({ status: 200, body: profile }));
    renderScreen(<PublicProfileScreen />, {
      path: '/portfolio/sofia',
      pattern: ROUTES.portfolio,
      session: { status: 'loading' },
    });
    // Everything already queued (the query's token look-up, its fetch) runs first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('Loading Profile')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('shows the not-found page for a private or unknown profile', async () => {
    fakeServer(() => ({
      status: 404,
      body: { message: 'This profile does not exist or is private.' },
    }));
    render();
    expect(await screen.findByRole('heading', { name: NOT_FOUND.title })).toBeVisible();
  });
});
