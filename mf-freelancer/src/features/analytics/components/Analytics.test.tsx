// The screen through the area's API store, with auth-service faked at the network's edge.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyAnalytics } from '@atelier/api-contract';
import { subscriptionPathOf } from '@atelier/shared-ui';
import { createFakePlatform, fakeServer, renderWithProviders } from '@atelier/shared-ui/test-utils';
import { StoreProvider } from '../../../testing/StoreProvider';
import { ANALYTICS_TEXTS as TEXTS } from '../model/texts';
import { Analytics } from './Analytics';

const days = Array.from({ length: 30 }, (_, index) => ({
  day: `2026-03-${String(index + 1).padStart(2, '0')}`,
  profileViews: index === 9 ? 7 : 1,
  productViews: index === 0 ? 2 : 0,
}));

function renderScreen(answers: ({ status: number; body: unknown } | MyAnalytics)[]) {
  const requests = fakeServer(() => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return next !== undefined && 'status' in next ? next : { status: 200, body: next };
  });
  const platform = createFakePlatform({ status: 'signedIn', profile: null, isPremium: false });
  platform.getAccessToken.mockResolvedValue('token-1');
  renderWithProviders(
    <StoreProvider>
      <Analytics />
    </StoreProvider>,
    { platform, route: '/freelancer/analytics' },
  );
  return requests;
}

describe('Analytics', () => {
  it('shows a Starter member the totals and the upgrade card, no chart', async () => {
    const requests = renderScreen([
      { isPro: false, totals: { profileViews: 12, productViews: 30 }, days: null },
    ]);
    expect(await screen.findByRole('heading', { name: TEXTS.upgrade.title })).toBeVisible();
    expect(screen.getByRole('link', { name: TEXTS.upgrade.action })).toHaveAttribute(
      'href',
      subscriptionPathOf('freelancer'),
    );
    expect(screen.getByText('Stats and views analytics')).toBeVisible();
    expect(screen.getByText('12')).toBeVisible();
    expect(screen.queryByRole('img', { name: TEXTS.chartTitle })).not.toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      url: '/api/me/analytics?days=30',
      authorization: 'Bearer token-1',
    });
  });

  it('shows a Pro member views over time, described, with the figures as a table', async () => {
    renderScreen([{ isPro: true, totals: { profileViews: 140, productViews: 52 }, days }]);
    const chart = await screen.findByRole('img', { name: TEXTS.chartTitle });
    expect(chart).toHaveAccessibleDescription(
      /36 profile views and 2 product views; the busiest day was Mar 10, 2026/,
    );
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: TEXTS.upgrade.title })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText(TEXTS.showTable));
    const table = screen.getByRole('table', { name: TEXTS.chartTitle });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('says so when the analytics fail, and Retry asks again', async () => {
    const requests = renderScreen([
      { status: 500, body: { message: 'down' } },
      { isPro: false, totals: { profileViews: 1, productViews: 0 }, days: null },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.retry }));
    expect(await screen.findByRole('heading', { name: TEXTS.upgrade.title })).toBeVisible();
    expect(requests).toHaveLength(2);
  });
});
