import { screen, within } from '@testing-library/react';
import { OVERVIEW_TEXTS as TEXTS, PAYMENTS_TEXTS } from '../model/texts';
import { anEarnings, renderPayments, servePayments } from '../../../testing/paymentsServer';

const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('Overview', () => {
  it('shows the earnings in dollars, the platform fee at $0.00 on its own line, and growth', async () => {
    servePayments();
    renderPayments();
    expect(await screen.findByText(TEXTS.totalEarnings)).toBeVisible();
    expect(figure(TEXTS.totalEarnings)).toBe('$328.00');
    expect(figure(TEXTS.fees)).toBe('$10.11');
    expect(figure(TEXTS.platformFee)).toBe('$0.00');
    expect(figure(TEXTS.netEarnings)).toBe('$317.89');
    expect(figure(TEXTS.transactions)).toBe('3');
    expect(figure(TEXTS.average)).toBe('$109.33');
    expect(figure(TEXTS.monthlyGrowth)).toBe('+12.5%');
  });

  it('draws the last 12 months, described, with the figures as a table', async () => {
    servePayments();
    const { user } = renderPayments();
    const chart = await screen.findByRole('img', { name: TEXTS.chartTitle });
    expect(chart).toHaveAccessibleDescription(
      'Earnings per month over the last 12 months: $328.00 earned, $317.89 net; the best month was Mar 2026.',
    );
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    await user.click(screen.getByText(TEXTS.showTable));
    const table = screen.getByRole('table', { name: TEXTS.chartTitle });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const march = within(table).getByRole('row', { name: /Mar 2026/ });
    expect(
      within(march)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$299.00', '$290.03']);
  });

  it("says 'New this month' rather than '+100%' when last month earned nothing", async () => {
    servePayments({
      'GET /api/payments/earnings': {
        status: 200,
        body: anEarnings({
          monthlyGrowth: 100,
          months: anEarnings().months.map((month, index, all) => ({
            ...month,
            earnings: index === all.length - 1 ? 2_900 : 0,
            net: index === all.length - 1 ? 2_786 : 0,
          })),
        }),
      },
    });
    renderPayments();
    expect(await screen.findByText(TEXTS.totalEarnings)).toBeVisible();
    expect(figure(TEXTS.monthlyGrowth)).toBe('New this month');
  });

  it('shows a falling month with its minus sign', async () => {
    servePayments({
      'GET /api/payments/earnings': { status: 200, body: anEarnings({ monthlyGrowth: -3 }) },
    });
    renderPayments();
    expect(await screen.findByText('-3.0%')).toBeVisible();
  });

  it('says there are no earnings yet before a first sale, without a chart', async () => {
    servePayments({
      'GET /api/payments/earnings': {
        status: 200,
        body: anEarnings({
          totalEarnings: 0,
          totalFees: 0,
          netEarnings: 0,
          transactionCount: 0,
          averageTransaction: 0,
          monthlyGrowth: 0,
          months: anEarnings().months.map((month) => ({ ...month, earnings: 0, net: 0 })),
        }),
      },
    });
    renderPayments();
    expect(await screen.findByRole('heading', { name: TEXTS.empty })).toBeVisible();
    expect(figure(TEXTS.platformFee)).toBe('$0.00');
    expect(figure(TEXTS.monthlyGrowth)).toBe('0.0%');
    expect(screen.queryByRole('img', { name: TEXTS.chartTitle })).not.toBeInTheDocument();
  });

  it('shows its loading state, then an error with Retry', async () => {
    let reads = 0;
    let fail: () => void = () => undefined;
    servePayments({
      'GET /api/payments/earnings': () => {
        reads += 1;
        if (reads > 1) return { status: 200, body: anEarnings() };
        return new Promise((resolve) => {
          fail = () => resolve({ status: 500, body: {} });
        });
      },
    });
    const { user } = renderPayments();
    expect(await screen.findByText(TEXTS.loading)).toBeInTheDocument();
    fail();
    expect(await screen.findByText(TEXTS.error)).toBeVisible();
    const panel = screen.getByRole('tabpanel', { name: PAYMENTS_TEXTS.tabs.overview });
    await user.click(within(panel).getByRole('button', { name: PAYMENTS_TEXTS.retry }));
    expect(await screen.findByRole('img', { name: TEXTS.chartTitle })).toBeVisible();
  });
});
