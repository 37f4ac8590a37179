import { screen, waitFor } from '@testing-library/react';
import { loginPath, type SessionSnapshot } from '@atelier/shared-ui';
import { leavePageFor } from '../../../lib/leavePage';
import { createCatalogueServer } from '../../../testing/catalogueServer';
import { aProduct, aProductSummary } from '../../../testing/factories';
import { TEST_CHECKOUT } from '../../../testing/salesServer';
import { SIGNED_IN, renderApp } from '../../../testing/renderApp';
import { BUYING_TEXTS } from '../model/buying';

// jsdom cannot leave the page: the one call that does is replaced and checked.
jest.mock('../../../lib/leavePage', () => ({ leavePageFor: jest.fn() }));

const SARAH = '22222222-2222-4222-8222-222222222222';
const TECH_PACK = aProduct(
  aProductSummary({
    title: 'Complete Tech Pack Template',
    price: 2900,
    authorId: SARAH,
    authorName: 'Sarah Chen',
  }),
);
const SWIMWEAR_SERVICE = {
  ...aProduct(
    aProductSummary({ title: 'Custom Swimwear Design', price: 29900, productType: 'custom' }),
  ),
  deliveryTime: '7-14' as const,
  revisions: 3,
  requirements: 'Your sizes and colours.',
};
const SELLER: SessionSnapshot = {
  status: 'signedIn',
  profile: { id: SARAH, email: 'sarah@example.com', fullName: 'Sarah Chen', role: 'freelancer' },
  isPremium: false,
};
const BUY = { name: 'Buy Now for $29.00' };

async function openProduct(session?: SessionSnapshot, product = TECH_PACK) {
  const server = createCatalogueServer([TECH_PACK, SWIMWEAR_SERVICE]);
  const rendered = renderApp(`/marketplace/product/${product.id}`, { server, session });
  await screen.findByRole('heading', { level: 1, name: product.title });
  return rendered;
}

describe('Buy Now on a product page', () => {
  afterEach(() => jest.mocked(leavePageFor).mockClear());

  it('sends a visitor to sign in, then back to the product', async () => {
    const { user, platform, server } = await openProduct();
    await user.click(screen.getByRole('button', BUY));
    expect(platform.navigate).toHaveBeenCalledWith(
      loginPath(`/marketplace/product/${TECH_PACK.id}`),
    );
    // A visitor's page asks nothing of the sales API.
    expect(server.requests.some(({ path }) => path.startsWith('/api/sales/'))).toBe(false);
  });

  it('opens checkout for a signed-in buyer, busy while it waits', async () => {
    const { user, server } = await openProduct(SIGNED_IN);
    const buy = await screen.findByRole('button', BUY);
    await screen.findByRole('button', { ...BUY, busy: false });
    expect(buy).toBeEnabled();
    server.pause();
    await user.click(buy);
    expect(screen.getByRole('button', { name: BUYING_TEXTS.redirecting })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(leavePageFor).not.toHaveBeenCalled();
    server.resume();
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(TEST_CHECKOUT.url));
    const checkout = server.requests.find(({ method }) => method === 'POST');
    expect(checkout).toMatchObject({
      path: `/api/sales/products/${TECH_PACK.id}/checkout`,
      token: 'test-access-token',
    });
    // Still busy: the browser is leaving for checkout.
    expect(screen.getByRole('button', { name: BUYING_TEXTS.redirecting })).toBeDisabled();
  });

  it("says 'This is your product' to its seller, with the way to edit it", async () => {
    await openProduct(SELLER);
    expect(screen.getByText(BUYING_TEXTS.ownProduct)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BUYING_TEXTS.manageProduct })).toHaveAttribute(
      'href',
      `/freelancer/sell-products/${TECH_PACK.id}`,
    );
    expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
  });

  it("says 'You already own this product' with a link to Purchases", async () => {
    const server = createCatalogueServer([TECH_PACK]);
    server.sales.purchaseStates[TECH_PACK.id] = {
      sellerTakesOrders: true,
      isOwnProduct: false,
      ownedPurchaseId: '99999999-0000-4000-8000-000000000001',
      disputedPurchaseId: null,
    };
    renderApp(`/marketplace/product/${TECH_PACK.id}`, { server, session: SIGNED_IN });
    expect(await screen.findByText(BUYING_TEXTS.owned)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BUYING_TEXTS.goToPurchases })).toHaveAttribute(
      'href',
      '/marketplace/purchases',
    );
    expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
  });

  it('says a disputed purchase is disputed, not Buy Now (issue 36)', async () => {
    const server = createCatalogueServer([TECH_PACK]);
    server.sales.purchaseStates[TECH_PACK.id] = {
      sellerTakesOrders: true,
      isOwnProduct: false,
      ownedPurchaseId: null,
      disputedPurchaseId: '99999999-0000-4000-8000-000000000009',
    };
    renderApp(`/marketplace/product/${TECH_PACK.id}`, { server, session: SIGNED_IN });
    expect(await screen.findByText(BUYING_TEXTS.disputed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BUYING_TEXTS.goToPurchases })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
  });

  it('is disabled when the seller is not taking orders yet, and says so', async () => {
    const server = createCatalogueServer([TECH_PACK]);
    server.sales.purchaseStates[TECH_PACK.id] = {
      sellerTakesOrders: false,
      isOwnProduct: false,
      ownedPurchaseId: null,
      disputedPurchaseId: null,
    };
    renderApp(`/marketplace/product/${TECH_PACK.id}`, { server, session: SIGNED_IN });
    expect(await screen.findByText(BUYING_TEXTS.notTakingOrders)).toBeInTheDocument();
    const buy = screen.getByRole('button', BUY);
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription(BUYING_TEXTS.notTakingOrders);
  });

  it.each([
    [409, 'You already own this product'],
    [409, 'This seller is not taking orders yet.'],
    [403, 'You cannot buy your own product.'],
    [404, 'Product not found.'],
  ])("shows the API's refusal %p '%s' and keeps the page", async (status, message) => {
    const { user, server } = await openProduct(SIGNED_IN);
    server.sales.checkoutAnswer = { status, body: { error: 'Refused', message } };
    await user.click(await screen.findByRole('button', { ...BUY, busy: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('reads the state again after a 409, which then shows the product as owned', async () => {
    const { user, server } = await openProduct(SIGNED_IN);
    server.sales.checkoutAnswer = {
      status: 409,
      body: { error: 'Conflict', message: 'You already own this product' },
    };
    const buy = await screen.findByRole('button', { ...BUY, busy: false });
    // Bought in another tab meanwhile: the page still offers Buy Now.
    server.sales.purchaseStates[TECH_PACK.id] = {
      sellerTakesOrders: true,
      isOwnProduct: false,
      ownedPurchaseId: '99999999-0000-4000-8000-000000000002',
      disputedPurchaseId: null,
    };
    await user.click(buy);
    expect(await screen.findByRole('link', { name: BUYING_TEXTS.goToPurchases })).toBeVisible();
  });

  it('says checkout could not start when the API fails', async () => {
    const { user, server } = await openProduct(SIGNED_IN);
    await screen.findByRole('button', { ...BUY, busy: false });
    server.failWith500(true);
    await user.click(screen.getByRole('button', BUY));
    expect(await screen.findByRole('alert')).toHaveTextContent(BUYING_TEXTS.checkoutFailed);
    expect(screen.getByRole('button', BUY)).toBeEnabled();
  });

  it('is not offered on a custom service (ordered, not bought)', async () => {
    await openProduct(SIGNED_IN, SWIMWEAR_SERVICE);
    expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument();
  });
});

describe('Order Now on a custom service', () => {
  afterEach(() => jest.mocked(leavePageFor).mockClear());
  const ORDER = { name: BUYING_TEXTS.orderNow };

  it('shows the price, the delivery time and the revisions included', async () => {
    await openProduct(SIGNED_IN, SWIMWEAR_SERVICE);
    const list = screen.getByLabelText(BUYING_TEXTS.customTerms);
    expect(list).toHaveTextContent('$299.00');
    expect(list).toHaveTextContent('7-14 days');
    expect(list).toHaveTextContent('3 revisions included');
  });

  it('opens checkout for a signed-in buyer', async () => {
    const { user, server } = await openProduct(SIGNED_IN, SWIMWEAR_SERVICE);
    await user.click(await screen.findByRole('button', { ...ORDER, busy: false }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(TEST_CHECKOUT.url));
    expect(server.requests.find(({ method }) => method === 'POST')).toMatchObject({
      path: `/api/sales/products/${SWIMWEAR_SERVICE.id}/checkout`,
    });
  });

  it('can be ordered again by a buyer who ordered it before', async () => {
    const server = createCatalogueServer([SWIMWEAR_SERVICE]);
    server.sales.purchaseStates[SWIMWEAR_SERVICE.id] = {
      sellerTakesOrders: true,
      isOwnProduct: false,
      ownedPurchaseId: '99999999-0000-4000-8000-000000000003',
      disputedPurchaseId: null,
    };
    renderApp(`/marketplace/product/${SWIMWEAR_SERVICE.id}`, { server, session: SIGNED_IN });
    const order = await screen.findByRole('button', ORDER);
    await waitFor(() => expect(order).toBeEnabled());
    expect(screen.queryByText(BUYING_TEXTS.owned)).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in first', async () => {
    const { user, platform } = await openProduct(undefined, SWIMWEAR_SERVICE);
    await user.click(screen.getByRole('button', ORDER));
    expect(platform.navigate).toHaveBeenCalledWith(
      loginPath(`/marketplace/product/${SWIMWEAR_SERVICE.id}`),
    );
  });

  it('is not offered on one’s own service', async () => {
    const own = { ...SWIMWEAR_SERVICE, authorId: SARAH };
    const server = createCatalogueServer([own]);
    renderApp(`/marketplace/product/${own.id}`, { server, session: SELLER });
    expect(await screen.findByText(BUYING_TEXTS.ownProduct)).toBeInTheDocument();
    expect(screen.queryByRole('button', ORDER)).not.toBeInTheDocument();
  });

  it('is disabled while the seller cannot take charges, and says so', async () => {
    const server = createCatalogueServer([SWIMWEAR_SERVICE]);
    server.sales.purchaseStates[SWIMWEAR_SERVICE.id] = {
      sellerTakesOrders: false,
      isOwnProduct: false,
      ownedPurchaseId: null,
      disputedPurchaseId: null,
    };
    renderApp(`/marketplace/product/${SWIMWEAR_SERVICE.id}`, { server, session: SIGNED_IN });
    expect(await screen.findByText(BUYING_TEXTS.notTakingOrders)).toBeInTheDocument();
    expect(screen.getByRole('button', ORDER)).toBeDisabled();
  });
});
