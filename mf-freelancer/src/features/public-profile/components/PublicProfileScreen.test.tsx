import { act, screen, within } from '@testing-library/react';
import type { PublicProfile } from '@atelier/api-contract';
import { ROUTES, conversationPath, type SessionSnapshot } from '@atelier/shared-ui';
import { installDialogPolyfill } from '@atelier/shared-ui/test-utils';
import { fakeServer, renderScreen } from '../../../testing/apiScreen';
import { INVITE_TEXTS, NOT_FOUND, PUBLIC_PROFILE_TEXTS as T } from '../model/texts';
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
  verified: false,
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
    // A visitor is sent to sign in for Invite to Project (Send Message: the inbox's button).
    expect(screen.getAllByRole('link', { name: T.inviteToProject })[0]).toHaveAttribute(
      'href',
      '/login?redirect=%2Fportfolio%2Fsofia',
    );
    // My Shop opens the marketplace narrowed to this seller, not the whole marketplace.
    expect(screen.getByRole('link', { name: T.myShop })).toHaveAttribute(
      'href',
      `${ROUTES.marketplace}?seller=${profile.userId}`,
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

  describe('Send Message and Invite to Project', () => {
    const signedInAs = (
      role: 'client' | 'freelancer',
      id = 'c1000000-0000-4000-8000-000000000001',
    ) =>
      ({
        status: 'signedIn',
        isPremium: false,
        profile: { id, email: 'me@example.test', fullName: 'Me', role },
      }) as unknown as SessionSnapshot;
    const listing = (id: string, title: string, status: string) => ({
      id,
      title,
      type: 'job',
      status,
      visibility: 'public',
      createdAt: '2026-01-01T00:00:00.000Z',
      publishedAt: '2026-01-01T00:00:00.000Z',
      expiresAt: null,
      closedAt: null,
      responses: 0,
      views: 0,
      featured: false,
      urgent: false,
    });
    const emptyShop = { products: [], total: 0, page: 1, pageSize: 12, totalPages: 0 };
    const openJob = 'b0000000-0000-4000-8000-000000000001';

    it('lets a client invite the freelancer to one of their open jobs', async () => {
      const requests = fakeServer(({ url, method }) => {
        if (url.startsWith('/api/profiles/')) return { status: 200, body: profile };
        if (url === '/api/jobs/mine') {
          return {
            status: 200,
            body: {
              listings: [
                listing(openJob, 'Resort Wear Designer', 'active'),
                listing('b0000000-0000-4000-8000-000000000002', 'Old Closed Job', 'closed'),
              ],
            },
          };
        }
        if (method === 'POST') {
          return {
            status: 201,
            body: {
              userId: profile.userId,
              name: profile.fullName,
              email: '',
              invitedAt: '2026-01-02T00:00:00.000Z',
            },
          };
        }
        return { status: 200, body: emptyShop };
      });
      const { user, platform } = renderScreen(<PublicProfileScreen />, {
        path: '/portfolio/sofia',
        pattern: ROUTES.portfolio,
        session: signedInAs('client'),
      });
      await user.click((await screen.findAllByRole('button', { name: T.sendMessage }))[0]!);
      expect(platform.navigate).toHaveBeenCalledWith(conversationPath('client', profile.userId));

      await user.click(screen.getAllByRole('button', { name: T.inviteToProject })[0]!);
      const dialog = await screen.findByRole('dialog', {
        name: INVITE_TEXTS.title(profile.fullName),
      });
      // Once the client's jobs are in.
      await user.click(await within(dialog).findByRole('button', { name: INVITE_TEXTS.send }));
      expect(within(dialog).getByText(INVITE_TEXTS.required)).toBeVisible();
      const job = within(dialog).getByLabelText(INVITE_TEXTS.job);
      expect(within(job).queryByRole('option', { name: 'Old Closed Job' })).toBeNull();
      await user.selectOptions(job, 'Resort Wear Designer');
      await user.click(within(dialog).getByRole('button', { name: INVITE_TEXTS.send }));
      expect(
        await screen.findByText(INVITE_TEXTS.sent(profile.fullName, 'Resort Wear Designer')),
      ).toBeVisible();
      expect(requests.find((request) => request.method === 'POST')).toMatchObject({
        url: `/api/jobs/${openJob}/invitations`,
        body: { userId: profile.userId },
      });
    });

    it('tells a client without open jobs to post one', async () => {
      fakeServer(({ url }) => {
        if (url.startsWith('/api/profiles/')) return { status: 200, body: profile };
        if (url === '/api/jobs/mine') return { status: 200, body: { listings: [] } };
        return { status: 200, body: emptyShop };
      });
      const { user } = renderScreen(<PublicProfileScreen />, {
        path: '/portfolio/sofia',
        pattern: ROUTES.portfolio,
        session: signedInAs('client'),
      });
      await user.click((await screen.findAllByRole('button', { name: T.inviteToProject }))[0]!);
      expect(await screen.findByText(INVITE_TEXTS.noOpenJobs)).toBeVisible();
      expect(screen.getByRole('link', { name: INVITE_TEXTS.postJob })).toHaveAttribute(
        'href',
        ROUTES.client.postJob,
      );
    });

    it('offers a freelancer Send Message only, and the owner neither', async () => {
      fakeServer(({ url }) =>
        url.startsWith('/api/profiles/')
          ? { status: 200, body: profile }
          : { status: 200, body: emptyShop },
      );
      const first = renderScreen(<PublicProfileScreen />, {
        path: '/portfolio/sofia',
        pattern: ROUTES.portfolio,
        session: signedInAs('freelancer'),
      });
      expect((await screen.findAllByRole('button', { name: T.sendMessage }))[0]).toBeVisible();
      expect(screen.queryByRole('button', { name: T.inviteToProject })).not.toBeInTheDocument();
      first.unmount();

      fakeServer(({ url }) =>
        url.startsWith('/api/profiles/')
          ? { status: 200, body: { ...profile, isOwner: true } }
          : { status: 200, body: emptyShop },
      );
      renderScreen(<PublicProfileScreen />, {
        path: '/portfolio/sofia',
        pattern: ROUTES.portfolio,
        session: signedInAs('freelancer', profile.userId),
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Sofia Marin' })).toBeVisible();
      expect(screen.queryByRole('button', { name: T.sendMessage })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: T.inviteToProject })).not.toBeInTheDocument();
    });
  });
});
