import { act, screen } from '@testing-library/react';
import type { Purchase } from '@atelier/api-contract';
import { createCatalogueServer, type CatalogueServer } from '../../../testing/catalogueServer';
import { aPurchase, anOrder } from '../../../testing/factories';
import { SIGNED_IN, renderApp } from '../../../testing/renderApp';
import {
  CONFIRMATION_GIVE_UP_MS,
  CONFIRMATION_POLL_MS,
  PURCHASES_TEXTS as TEXTS,
} from '../model/purchases';

const PENDING = aPurchase({ status: 'pending', paidAt: null, receiptUrl: null, files: [] });
const PAID: Purchase = {
  ...aPurchase({ id: PENDING.id, productId: PENDING.productId }),
  createdAt: PENDING.createdAt,
};

/** The page of `purchase` as checkout's return lands on it. */
function openConfirmation(purchase: Purchase) {
  const server = createCatalogueServer([]);
  server.sales.purchases = [purchase];
  const rendered = renderApp(`/marketplace/purchases/${purchase.id}`, {
    server,
    session: SIGNED_IN,
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  return rendered;
}

const asks = (server: CatalogueServer) =>
  server.requests.filter(({ path }) => path === `/api/purchases/${PENDING.id}`).length;

/** Lets `ms` pass, answers included. */
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('/marketplace/purchases/:purchaseId (checkout returns here)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the payment, asking every 1.5 seconds, then thanks and offers the files', async () => {
    const { server } = openConfirmation(PENDING);
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.confirming })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.confirmingText);
    expect(asks(server)).toBe(1);

    await wait(CONFIRMATION_POLL_MS);
    expect(asks(server)).toBe(2);
    await wait(CONFIRMATION_POLL_MS);
    expect(asks(server)).toBe(3);

    // The webhook arrives: the next answer is paid.
    server.sales.purchases = [PAID];
    await wait(CONFIRMATION_POLL_MS);
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.thankYou })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: PAID.title })).toBeInTheDocument();
    expect(screen.getByText('Paid $29.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download tech-pack.pdf' })).toBeEnabled();
    expect(screen.getByRole('link', { name: TEXTS.viewReceipt })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.goToPurchases })).toHaveAttribute(
      'href',
      '/marketplace/purchases',
    );
    expect(screen.getByRole('link', { name: TEXTS.viewProduct })).toHaveAttribute(
      'href',
      `/marketplace/product/${PAID.productId}`,
    );

    // Paid: no more asking.
    const asked = asks(server);
    await wait(CONFIRMATION_POLL_MS * 3);
    expect(asks(server)).toBe(asked);
  });

  it('shows a paid purchase at once', async () => {
    const { server } = openConfirmation(PAID);
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.thankYou })).toBeVisible();
    await wait(CONFIRMATION_POLL_MS * 2);
    expect(asks(server)).toBe(1);
  });

  it('says clearly when the payment failed', async () => {
    const { server } = openConfirmation(PENDING);
    await screen.findByRole('heading', { level: 1, name: TEXTS.confirming });
    server.sales.purchases = [{ ...PENDING, status: 'failed' }];
    await wait(CONFIRMATION_POLL_MS);
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.failedTitle })).toHaveFocus();
    expect(screen.getByText(TEXTS.failedText(PENDING.title))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.backToProduct })).toHaveAttribute(
      'href',
      `/marketplace/product/${PENDING.productId}`,
    );
    expect(screen.getByRole('link', { name: TEXTS.goToPurchases })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('gives up after a minute, keeping the way to Purchases, and can check again', async () => {
    const { server, user } = openConfirmation(PENDING);
    await screen.findByRole('heading', { level: 1, name: TEXTS.confirming });
    await wait(CONFIRMATION_GIVE_UP_MS - CONFIRMATION_POLL_MS);
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.confirming })).toBeInTheDocument();
    await wait(CONFIRMATION_POLL_MS);
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.gaveUpTitle })).toHaveFocus();
    expect(screen.getByText(TEXTS.gaveUpText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.goToPurchases })).toHaveAttribute(
      'href',
      '/marketplace/purchases',
    );
    // About 40 asks in the minute, and none after.
    const asked = asks(server);
    expect(asked).toBeGreaterThanOrEqual(39);
    expect(asked).toBeLessThanOrEqual(42);
    await wait(CONFIRMATION_POLL_MS * 4);
    expect(asks(server)).toBe(asked);

    server.sales.purchases = [PAID];
    await user.click(screen.getByRole('button', { name: TEXTS.checkAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.thankYou })).toBeVisible();
  });

  it("says 'Purchase Not Found' for a purchase that is not the caller's", async () => {
    const server = createCatalogueServer([]);
    renderApp(`/marketplace/purchases/${PENDING.id}`, { server, session: SIGNED_IN });
    expect(
      await screen.findByRole('heading', { level: 1, name: TEXTS.notFoundTitle }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: TEXTS.goToPurchases })).toBeInTheDocument();
  });

  it("goes on to a custom service's order once the payment has created it", async () => {
    const ORDER_ID = '55555555-5555-4555-8555-555555555555';
    const { server } = openConfirmation(PENDING);
    await screen.findByRole('heading', { level: 1, name: TEXTS.confirming });
    server.sales.purchases = [
      {
        ...PAID,
        files: [],
        order: { id: ORDER_ID, status: 'awaiting_requirements', dueAt: null, late: false },
      },
    ];
    server.orders.orders[ORDER_ID] = anOrder({ id: ORDER_ID });
    await wait(CONFIRMATION_POLL_MS);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Custom Swimwear Design' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/marketplace/orders/${ORDER_ID}`);
  });
});
