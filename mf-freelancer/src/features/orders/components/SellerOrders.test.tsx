import { screen, waitFor, within } from '@testing-library/react';
import type { SellerOrderItem, SellerOrderList } from '@atelier/api-contract';
import { ORDER_DISPUTE_OPEN_LABEL } from '@atelier/shared-ui';
import { fakeServer, renderScreen } from '../../../testing/apiScreen';
import { SELLER_ORDERS_TEXTS as TEXTS } from '../model/texts';
import { SellerOrders } from './SellerOrders';

const SELLER = {
  status: 'signedIn' as const,
  profile: { id: 'u1', email: 'sofia@example.com', fullName: 'Sofia', role: 'freelancer' as const },
  isPremium: false,
};

const anItem = (overrides: Partial<SellerOrderItem>): SellerOrderItem => ({
  id: '55555555-5555-4555-8555-555555555555',
  productId: '00000000-0000-4000-8000-000000000001',
  productTitle: 'Custom Swimwear Design',
  productImage: null,
  buyer: { id: '33333333-3333-4333-8333-333333333333', name: 'Bruno Buyer' },
  priceCents: 4900,
  currency: 'usd',
  status: 'in_progress',
  createdAt: '2026-11-20T10:00:00.000Z',
  dueAt: '2099-01-01T00:00:00.000Z',
  late: false,
  cancellationPending: false,
  disputeOpen: false,
  ...overrides,
});

const COUNTS = {
  awaiting_requirements: 0,
  in_progress: 1,
  delivered: 0,
  revision_requested: 1,
  completed: 1,
  cancelled: 0,
  disputed: 0,
};

const listOf = (orders: SellerOrderItem[], late = 0): SellerOrderList => ({
  orders,
  counts: COUNTS,
  late,
  total: orders.length,
  page: 1,
  pageSize: 20,
  totalPages: 1,
});

const LATE = anItem({
  id: '55555555-5555-4555-8555-555555555551',
  productTitle: 'Late Tech Pack',
  status: 'revision_requested',
  dueAt: '2020-01-01T00:00:00.000Z',
  late: true,
});
const RUNNING = anItem({ id: '55555555-5555-4555-8555-555555555552' });
const DONE = anItem({
  id: '55555555-5555-4555-8555-555555555553',
  productTitle: 'Finished Prints',
  status: 'completed',
});

describe('/freelancer/orders', () => {
  it('lists the orders as the API sorts them (active first), late ones marked, each linked to its page', async () => {
    const requests = fakeServer(() => ({ status: 200, body: listOf([LATE, RUNNING, DONE], 1) }));
    renderScreen(<SellerOrders />, { path: '/freelancer/orders', session: SELLER });
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.loading);
    const list = await screen.findByRole('list', { name: TEXTS.list });
    const rows = within(list).getAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Late Tech Pack',
      'Custom Swimwear Design',
      'Finished Prints',
    ]);
    expect(within(rows[0]!).getByText('Late')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/ late$/)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Late')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^Due in /)).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Custom Swimwear Design' })).toHaveAttribute(
      'href',
      `/marketplace/orders/${RUNNING.id}`,
    );
    expect(screen.getByText(TEXTS.lateCount(1))).toBeInTheDocument();
    expect(requests[0]?.url).toBe('/api/orders/selling?page=1');
  });

  it('marks an order whose payment is under dispute (issue 36)', async () => {
    const disputed = anItem({ id: '77777777-7777-4777-8777-777777777777', disputeOpen: true });
    fakeServer(() => ({ status: 200, body: listOf([disputed, DONE]) }));
    renderScreen(<SellerOrders />, { path: '/freelancer/orders', session: SELLER });
    const rows = within(await screen.findByRole('list', { name: TEXTS.list })).getAllByRole(
      'article',
    );
    expect(within(rows[0]!).getByText(ORDER_DISPUTE_OPEN_LABEL)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(ORDER_DISPUTE_OPEN_LABEL)).not.toBeInTheDocument();
  });

  it("filters the overdue orders with the 'Overdue' option (issue 37)", async () => {
    const requests = fakeServer(({ url }) => ({
      status: 200,
      body: url.includes('late=true') ? listOf([LATE], 1) : listOf([LATE, RUNNING, DONE], 1),
    }));
    const { user } = renderScreen(<SellerOrders />, {
      path: '/freelancer/orders',
      session: SELLER,
    });
    const select = await screen.findByRole('combobox', { name: TEXTS.status });
    await user.selectOptions(
      select,
      within(select).getByRole('option', { name: TEXTS.overdue(1) }),
    );
    expect(requests.at(-1)?.url).toBe('/api/orders/selling?page=1&late=true');
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Finished Prints' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('heading', { name: 'Late Tech Pack' })).toBeInTheDocument();
  });

  it('filters by status through the API, with the counts in the options', async () => {
    const requests = fakeServer(({ url }) => ({
      status: 200,
      body: url.includes('status=completed') ? listOf([DONE]) : listOf([LATE, RUNNING, DONE], 1),
    }));
    const { user } = renderScreen(<SellerOrders />, {
      path: '/freelancer/orders',
      session: SELLER,
    });
    const select = await screen.findByRole('combobox', { name: TEXTS.status });
    expect(within(select).getByRole('option', { name: 'All statuses (3)' })).toBeInTheDocument();
    await user.selectOptions(select, 'completed');
    // The filtered list replaces the whole one once the API answers.
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Late Tech Pack' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('heading', { name: 'Finished Prints' })).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/api/orders/selling?page=1&status=completed');
  });

  it('says when there are no orders yet', async () => {
    fakeServer(() => ({
      status: 200,
      body: {
        ...listOf([]),
        counts: { ...COUNTS, in_progress: 0, revision_requested: 0, completed: 0 },
      },
    }));
    renderScreen(<SellerOrders />, { path: '/freelancer/orders', session: SELLER });
    expect(await screen.findByRole('heading', { name: TEXTS.empty })).toBeInTheDocument();
  });

  it('offers a retry when the orders cannot be read', async () => {
    let fail = true;
    fakeServer(() =>
      fail
        ? { status: 500, body: { message: 'Broken' } }
        : { status: 200, body: listOf([RUNNING]) },
    );
    const { user } = renderScreen(<SellerOrders />, {
      path: '/freelancer/orders',
      session: SELLER,
    });
    expect(await screen.findByText(TEXTS.loadError)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: TEXTS.retry }));
    expect(
      await screen.findByRole('heading', { name: 'Custom Swimwear Design' }),
    ).toBeInTheDocument();
  });
});
