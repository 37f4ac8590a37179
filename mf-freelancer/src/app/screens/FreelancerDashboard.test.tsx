// The dashboard through the area's API store, with auth-service faked at the network's edge:
// each card from its own route, a failed one retried on its own.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobMatches } from '@atelier/api-contract';
import {
  createFakePlatform,
  fakeServer,
  renderWithProviders,
  type FakeAnswer,
} from '@atelier/shared-ui/test-utils';
import { FREELANCER_DASHBOARD_TEXTS as TEXTS } from '../../features/freelancer-dashboard/model/texts';
import { anUnsavedProfile } from '../../testing/profiles';
import { aProduct } from '../../testing/products';
import { StoreProvider } from '../../testing/StoreProvider';
import { FreelancerDashboard } from './FreelancerDashboard';

const matches: JobMatches = {
  matches: [
    {
      job: {
        id: '00000000-0000-4000-8000-0000000000b1',
        title: 'Technical Designer',
        company: 'Stride Athletics',
        companyLogo: null,
        location: 'Portland, OR',
        type: 'full-time',
        remote: false,
        salary: null,
        description: 'Tech packs.',
        requirements: [],
        skills: ['CLO 3D'],
        benefits: [],
        category: 'Technical Design',
        experience: 'mid',
        postedDate: '2026-11-20T10:00:00.000Z',
        deadline: null,
        applicants: 0,
        featured: false,
        urgent: false,
        proOnlyUntil: null,
        visibility: 'public',
        saved: false,
        applied: false,
        mine: false,
      },
      matchScore: 100,
      matched: ['CLO 3D', 'Technical Design'],
    },
  ],
};

/** Twelve months of earnings, oldest first: nothing before this month's `now` cents. */
const newThisMonth = (now: number) =>
  Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    earnings: index === 11 ? now : 0,
    net: index === 11 ? now : 0,
  }));

function renderScreen(
  failMatchesOnce: boolean,
  earnings: { growth: number; months: unknown[] } = { growth: 12.5, months: [] },
) {
  let matchesAsked = 0;
  const requests = fakeServer(({ url }): FakeAnswer => {
    if (url === '/api/catalogue/me/products') {
      return {
        status: 200,
        body: { products: [aProduct({ title: 'Tech Pack Template' })], total: 1 },
      };
    }
    if (url === '/api/payments/earnings') {
      return {
        status: 200,
        body: {
          totalEarnings: 5800,
          totalFees: 228,
          platformFees: 0,
          netEarnings: 5572,
          transactionCount: 2,
          averageTransaction: 2900,
          monthlyGrowth: earnings.growth,
          months: earnings.months,
        },
      };
    }
    if (url === '/api/orders/selling/summary') {
      return {
        status: 200,
        body: {
          completedOrders: 2,
          completedEarnings: 9800,
          activeOrders: 1,
          lateOrders: 0,
          pendingPayments: 4900,
          pendingOrders: 1,
        },
      };
    }
    if (url === '/api/jobs/applications/mine') return { status: 200, body: { applications: [] } };
    if (url === '/api/jobs/matches?limit=3') {
      matchesAsked += 1;
      if (failMatchesOnce && matchesAsked === 1) return { status: 500, body: { message: 'down' } };
      return { status: 200, body: matches };
    }
    if (url === '/api/me/analytics?days=30') {
      return {
        status: 200,
        body: { isPro: true, totals: { profileViews: 321, productViews: 40 }, days: [] },
      };
    }
    if (url === '/api/me/public-profile') {
      return { status: 200, body: anUnsavedProfile({ saved: true, profession: 'Designer' }) };
    }
    return { status: 500, body: { message: `unexpected ${url}` } };
  });
  const platform = createFakePlatform({ status: 'signedIn', profile: null, isPremium: true });
  platform.getAccessToken.mockResolvedValue('token-1');
  renderWithProviders(
    <StoreProvider>
      <FreelancerDashboard />
    </StoreProvider>,
    { platform, route: '/freelancer/dashboard' },
  );
  return requests;
}

describe('FreelancerDashboard', () => {
  it('fills each card from the API', async () => {
    renderScreen(false);
    expect(screen.getByText(TEXTS.pro)).toBeVisible();
    const list = await screen.findByRole('list', { name: TEXTS.matches.title });
    expect(within(list).getByText('Technical Designer')).toBeVisible();
    expect(within(list).getByText(TEXTS.matches.score(100))).toBeVisible();
    expect(await screen.findByText(/Top selling: Tech Pack Template/)).toBeVisible();
    expect(await screen.findByText(/\+12\.5% vs last month/)).toBeVisible();
    expect(screen.getByText('321')).toBeVisible();
    // The custom orders' figures: pending payments are the paid orders not completed yet.
    expect(screen.getByText(TEXTS.projects.pendingOrders(1))).toBeVisible();
    expect(screen.getByText('$49.00')).toBeVisible();
    expect(screen.getByText(TEXTS.applications.empty)).toBeVisible();
    // Profession only, of eleven parts: 9%.
    expect(screen.getByRole('progressbar', { name: TEXTS.completion.label })).toHaveAttribute(
      'value',
      '9',
    );
  });

  it("says 'New this month' rather than '+100%' when last month sold nothing", async () => {
    renderScreen(false, { growth: 100, months: newThisMonth(5800) });
    expect(await screen.findByText(/New this month/)).toBeVisible();
    expect(screen.queryByText(/\+100% vs last month/)).toBeNull();
  });

  it('retries a failed card on its own', async () => {
    const requests = renderScreen(true);
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.retry }));
    expect(await screen.findByText(TEXTS.matches.score(100))).toBeVisible();
    expect(requests.filter(({ url }) => url === '/api/jobs/matches?limit=3')).toHaveLength(2);
    expect(requests.filter(({ url }) => url === '/api/catalogue/me/products')).toHaveLength(1);
  });
});
