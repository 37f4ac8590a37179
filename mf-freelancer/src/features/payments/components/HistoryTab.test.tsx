import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HISTORY_TEXTS as TEXTS, PAYMENTS_TEXTS } from '../model/texts';
import {
  aPage,
  aTransaction,
  renderPayments,
  servePayments,
} from '../../../testing/paymentsServer';

const ROWS = [
  aTransaction(),
  aTransaction({ id: 't-2', status: 'pending', description: 'Print Pack', buyer: 'Ana' }),
  aTransaction({ id: 't-3', status: 'failed', description: 'Size Chart' }),
  aTransaction({ id: 't-4', status: 'refunded', refunded: 2_900, net: -114 }),
  aTransaction({ id: 't-5', status: 'disputed', description: 'Moodboard' }),
  aTransaction({
    id: 't-6',
    type: 'subscription',
    description: 'Freelancer Pro',
    buyer: null,
    amount: 599,
    fee: 0,
    net: 599,
    productId: null,
  }),
];

async function openHistory(routes: Parameters<typeof servePayments>[0] = {}) {
  const requests = servePayments(routes);
  const rendered = renderPayments();
  await rendered.user.click(screen.getByRole('tab', { name: PAYMENTS_TEXTS.tabs.history }));
  return { requests, ...rendered };
}

const transactionRequests = (requests: { url: string }[]) =>
  requests.filter(({ url }) => url.startsWith('/api/payments/transactions')).map(({ url }) => url);

describe('Payment History', () => {
  it('lists sales and subscription payments with the status colours of section 4', async () => {
    await openHistory({ 'GET /api/payments/transactions': { status: 200, body: aPage(ROWS) } });
    const table = await screen.findByRole('table', { name: TEXTS.caption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Description', 'Type', 'Buyer', 'Amount', 'Fee', 'Net', 'Status']);
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Mar 10, 2026',
      'Tech Pack Template',
      'Marketplace sale',
      'Brand Co',
      '$29.00',
      '$1.14',
      '$27.86',
      'Completed',
    ]);
    const badge = (label: string) => within(table).getAllByText(label)[0]!;
    // Each status its own colour: the tones' colours differ.
    const colours = ['Completed', 'Pending', 'Failed', 'Refunded', 'Disputed'].map(
      (label) => getComputedStyle(badge(label)).backgroundColor,
    );
    expect(new Set(colours).size).toBe(5);
    expect(within(table).getByText('$29.00 refunded')).toBeVisible();
    const subscription = within(table).getByRole('row', { name: /Freelancer Pro/ });
    expect(within(subscription).getByText('Subscription')).toBeVisible();
    expect(within(subscription).getByText('-')).toBeVisible();
  });

  it('opens each row: a custom order, the product of a ready-made sale, the subscription', async () => {
    await openHistory({
      'GET /api/payments/transactions': {
        status: 200,
        body: aPage([
          aTransaction({
            id: 't-7',
            type: 'project_payment',
            description: 'Swimwear design',
            productId: 'p-9',
            orderId: 'o-1',
          }),
          aTransaction(),
          ROWS[5]!,
        ]),
      },
    });
    const table = await screen.findByRole('table', { name: TEXTS.caption });
    expect(within(table).getByRole('link', { name: 'Swimwear design' })).toHaveAttribute(
      'href',
      '/marketplace/orders/o-1',
    );
    expect(within(table).getByRole('link', { name: 'Tech Pack Template' })).toHaveAttribute(
      'href',
      '/marketplace/product/p-1',
    );
    expect(within(table).getByRole('link', { name: 'Freelancer Pro' })).toHaveAttribute(
      'href',
      '/freelancer/subscription',
    );
  });

  it('opens on the tab the address names, so that Back comes back to it', async () => {
    servePayments({ 'GET /api/payments/transactions': { status: 200, body: aPage(ROWS) } });
    renderPayments('?tab=history');
    expect(screen.getByRole('tab', { name: PAYMENTS_TEXTS.tabs.history })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('table', { name: TEXTS.caption })).toBeInTheDocument();
  });

  it('searches once the typing pauses, filters by dates and goes back to page 1', async () => {
    const { requests, user } = await openHistory({
      'GET /api/payments/transactions': ({ url }) => ({
        status: 200,
        body: aPage([aTransaction()], { page: url.includes('page=2') ? 2 : 1, totalPages: 3 }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      expect(transactionRequests(requests)).toContain('/api/payments/transactions?page=2');
    });
    await user.type(screen.getByLabelText(TEXTS.search), 'brand');
    fireEvent.change(screen.getByLabelText(TEXTS.from), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(TEXTS.to), { target: { value: '2026-03-31' } });
    await waitFor(() => {
      expect(transactionRequests(requests).at(-1)).toBe(
        '/api/payments/transactions?q=brand&from=2026-03-01&to=2026-03-31&page=1',
      );
    });
    // One request for the whole word, not one a letter.
    expect(transactionRequests(requests).filter((url) => url.includes('q=b'))).toHaveLength(1);
  });

  it('says an end date before the start date shows nothing, without asking', async () => {
    const { requests } = await openHistory();
    await screen.findByRole('table', { name: TEXTS.caption });
    const before = transactionRequests(requests).length;
    fireEvent.change(screen.getByLabelText(TEXTS.from), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText(TEXTS.to), { target: { value: '2026-03-01' } });
    expect(await screen.findByText(TEXTS.backwards)).toBeVisible();
    expect(screen.getByRole('button', { name: TEXTS.export })).toBeDisabled();
    expect(transactionRequests(requests)).toHaveLength(before + 1);
  });

  it('says when nothing matches, and when there is nothing yet', async () => {
    const { user } = await openHistory({
      'GET /api/payments/transactions': { status: 200, body: aPage([]) },
    });
    expect(await screen.findByRole('heading', { name: TEXTS.empty })).toBeVisible();
    expect(screen.getByText(TEXTS.emptyText)).toBeVisible();
    await user.type(screen.getByLabelText(TEXTS.search), 'nothing');
    expect(await screen.findByText(TEXTS.emptyFiltered)).toBeVisible();
  });

  it('shows an error with Retry when the history cannot be loaded', async () => {
    let reads = 0;
    const { user } = await openHistory({
      'GET /api/payments/transactions': () => {
        reads += 1;
        return reads === 1 ? { status: 500, body: {} } : { status: 200, body: aPage(ROWS) };
      },
    });
    const panel = screen.getByRole('tabpanel', { name: PAYMENTS_TEXTS.tabs.history });
    expect(await within(panel).findByText(TEXTS.error)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: PAYMENTS_TEXTS.retry }));
    expect(await screen.findByRole('table', { name: TEXTS.caption })).toBeVisible();
  });

  describe('Export CSV', () => {
    const saved: string[] = [];
    let click: jest.SpyInstance;
    beforeEach(() => {
      saved.length = 0;
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
      click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this.download);
      });
    });
    afterEach(() => click.mockRestore());

    it('downloads what the filter shows, with the bearer token', async () => {
      const { requests, user, platform } = await openHistory({
        'GET /api/payments/transactions.csv': {
          status: 200,
          text: 'date,description\n',
          contentType: 'text/csv',
        },
      });
      platform.getAccessToken.mockResolvedValue('token-9');
      await screen.findByRole('table', { name: TEXTS.caption });
      fireEvent.change(screen.getByLabelText(TEXTS.from), { target: { value: '2026-03-01' } });
      await user.type(screen.getByLabelText(TEXTS.search), 'tech');
      await waitFor(() => {
        expect(transactionRequests(requests).at(-1)).toContain('q=tech');
      });
      await user.click(screen.getByRole('button', { name: TEXTS.export }));
      await waitFor(() => {
        expect(saved).toEqual(['atelier-transactions-2026-03-01.csv']);
      });
      expect(requests.at(-1)).toMatchObject({
        method: 'GET',
        // The times in the seller's own time zone (the browser's).
        url: `/api/payments/transactions.csv?q=tech&from=2026-03-01&timeZone=${encodeURIComponent(
          Intl.DateTimeFormat().resolvedOptions().timeZone,
        )}`,
        authorization: 'Bearer token-9',
      });
    });

    it('says so when the export fails', async () => {
      const { user } = await openHistory({
        'GET /api/payments/transactions.csv': { status: 500, body: {} },
      });
      await screen.findByRole('table', { name: TEXTS.caption });
      await user.click(screen.getByRole('button', { name: TEXTS.export }));
      expect(await screen.findByText(TEXTS.exportFailed)).toBeVisible();
      expect(saved).toEqual([]);
      expect(screen.getByRole('button', { name: TEXTS.export })).toBeEnabled();
    });
  });
});
