// The screen through the real area (router, layout, API store), with auth-service faked at the
// network's edge: `fetch` answers from an in-memory list of products.
import {
  createFakePlatform,
  installDialogPolyfill,
  renderWithProviders,
} from '@atelier/shared-ui/test-utils';
import type { Product } from '@atelier/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { StoreProvider } from '../../../testing/StoreProvider';
import { aProduct } from '../../../testing/products';
import { fakeServer, type FakeAnswer, type RecordedRequest } from '@atelier/shared-ui/test-utils';
import { MANAGE_PRODUCTS_TEXTS as TEXTS } from '../model/texts';
import { ManageProducts } from './ManageProducts';

interface FakeServer {
  products: Product[];
  failDuplicate?: boolean;
  /** Holds every answer back until it settles. */
  hold?: Promise<void>;
}

/** The answers of auth-service's catalogue routes the screen calls, from `server`'s list. */
function answer(server: FakeServer, { method, url }: RecordedRequest): FakeAnswer {
  if (method === 'GET' && url === '/api/catalogue/me/products') {
    return { status: 200, body: { products: server.products, total: server.products.length } };
  }
  const duplicate = /^\/api\/catalogue\/products\/([^/]+)\/duplicate$/.exec(url);
  if (method === 'POST' && duplicate !== null) {
    const original = server.products.find(({ id }) => id === duplicate[1]);
    if (original === undefined || server.failDuplicate === true) {
      return { status: 404, body: { message: 'nope' } };
    }
    const copy = {
      ...original,
      id: `${original.id}-copy`,
      title: `${original.title} (Copy)`,
      status: 'draft' as const,
      updatedAt: '2030-01-01T00:00:00.000Z',
    };
    server.products = [copy, ...server.products];
    return { status: 201, body: copy };
  }
  const remove = /^\/api\/catalogue\/products\/([^/]+)$/.exec(url);
  if (method === 'DELETE' && remove !== null) {
    server.products = server.products.filter(({ id }) => id !== remove[1]);
    return { status: 204 };
  }
  return { status: 500, body: { message: 'unexpected' } };
}

function installServer(server: FakeServer) {
  return fakeServer(async (request) => {
    await server.hold;
    return answer(server, request);
  });
}

/** Each request asked so far as 'METHOD path Authorization'. */
const callsOf = (requests: RecordedRequest[]) =>
  requests.map(({ method, url, authorization }) => `${method} ${url} ${authorization}`);

function renderScreen(server: FakeServer) {
  installDialogPolyfill();
  const requests = installServer(server);
  const platform = createFakePlatform({
    status: 'signedIn',
    profile: { id: 'u1', email: 'ada@example.com', fullName: 'Ada', role: 'freelancer' },
    isPremium: false,
  });
  platform.getAccessToken.mockResolvedValue('token-1');
  // The screen in a store of its own; the area's routes mount it the same way.
  const { user } = renderWithProviders(
    <StoreProvider>
      <ManageProducts />
    </StoreProvider>,
    { platform, route: '/freelancer/manage-products' },
  );
  return { user, calls: () => callsOf(requests) };
}

const published = aProduct({});
const draft = aProduct({
  id: '00000000-0000-4000-8000-000000000002',
  title: 'Swimwear Service',
  status: 'draft',
  rating: 0,
  revenue: 0,
  totalSales: 0,
  updatedAt: '2025-03-01T00:00:00.000Z',
});
const rated = aProduct({
  id: '00000000-0000-4000-8000-000000000003',
  title: 'Textile Prints',
  rating: 5,
  revenue: 3900,
  totalSales: 1,
  updatedAt: '2025-01-15T00:00:00.000Z',
});

const statValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => jest.restoreAllMocks());

describe('Manage Products', () => {
  it("says 'Loading Products', then shows the stats and 'Your Products (n)' with the token", async () => {
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = renderScreen({ products: [published, draft, rated], hold });
    expect(await screen.findByText(TEXTS.loading)).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: TEXTS.yourProducts(3) })).toBeInTheDocument();
    expect(statValue(TEXTS.stats.totalRevenue)).toBe('$97.00');
    expect(statValue(TEXTS.stats.totalSales)).toBe('3');
    expect(statValue(TEXTS.stats.publishedProducts)).toBe('2');
    expect(statValue(TEXTS.stats.averageRating)).toBe('4.5');
    expect(calls()).toContain('GET /api/catalogue/me/products Bearer token-1');
  });

  it('shows performance numbers only for published products', async () => {
    renderScreen({ products: [published, draft] });
    const publishedCard = await screen.findByRole('article', { name: published.title });
    const numbers = within(publishedCard).getByLabelText('Performance');
    const value = (label: string) =>
      within(numbers).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    // The product's own figures, as the API computes them from real sales.
    expect(value(TEXTS.performance.sales)).toBe('2');
    expect(value(TEXTS.performance.revenue)).toBe('$58.00');
    expect(value(TEXTS.performance.views)).toBe('40');
    expect(value(TEXTS.performance.downloads)).toBe('12');
    expect(value(TEXTS.performance.rating)).toBe('4.0 (3)');
    expect(value(TEXTS.performance.conversion)).toBe('5.0%');
    expect(value(TEXTS.performance.trend)).toBe('+12.5%');
    const draftCard = screen.getByRole('article', { name: draft.title });
    expect(within(draftCard).queryByLabelText('Performance')).not.toBeInTheDocument();
    expect(within(draftCard).getByText(TEXTS.noPerformance)).toBeInTheDocument();
  });

  it("says 'New this month' for a product that sold this month and not last month", async () => {
    renderScreen({ products: [{ ...published, monthlyTrend: null }] });
    const card = await screen.findByRole('article', { name: published.title });
    const numbers = within(card).getByLabelText('Performance');
    expect(
      within(numbers).getByText(TEXTS.performance.trend, { selector: 'dt' }).nextElementSibling
        ?.textContent,
    ).toBe(TEXTS.performance.newThisMonth);
  });

  it('searches, filters by status and sorts', async () => {
    const { user } = renderScreen({ products: [published, draft, rated] });
    const list = async () =>
      within(await screen.findByRole('list', { name: TEXTS.productsList }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    expect(await list()).toEqual(['Swimwear Service', 'Tech Pack Template', 'Textile Prints']);

    await user.selectOptions(screen.getByLabelText(TEXTS.sort), 'Revenue');
    expect(await list()).toEqual(['Tech Pack Template', 'Textile Prints', 'Swimwear Service']);

    await user.selectOptions(screen.getByLabelText(TEXTS.statusFilter), 'Draft');
    expect(await list()).toEqual(['Swimwear Service']);
    expect(screen.getByRole('heading', { name: TEXTS.yourProducts(1) })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(TEXTS.statusFilter), 'All Status');
    await user.type(screen.getByRole('searchbox', { name: TEXTS.search }), 'textile');
    expect(await list()).toEqual(['Textile Prints']);

    await user.clear(screen.getByRole('searchbox', { name: TEXTS.search }));
    await user.type(screen.getByRole('searchbox', { name: TEXTS.search }), 'nothing like it');
    expect(screen.getByRole('heading', { name: TEXTS.empty })).toBeInTheDocument();
    // The empty state's link, beside the header's button.
    const creates = screen.getAllByRole('link', { name: TEXTS.createLink });
    expect(creates).toHaveLength(2);
    for (const create of creates)
      expect(create).toHaveAttribute('href', '/freelancer/sell-products');
  });

  it("shows 'No products found' with a link to create when there are none", async () => {
    renderScreen({ products: [] });
    expect(await screen.findByRole('heading', { name: TEXTS.empty })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: TEXTS.createLink })).toHaveLength(2);
  });

  it('has a button to create a product, and shows each thumbnail and Ready-made or Custom (issue 37)', async () => {
    const service = aProduct({
      id: 'service-1',
      title: 'Pattern Grading Service',
      productType: 'custom',
      images: [],
    });
    const pack = aProduct({
      id: 'pack-1',
      title: 'Denim Tech Pack',
      productType: 'ready-made',
      images: [{ key: 'img-1', name: 'front.png', size: 10, url: '/api/images/img-1/w1280.webp' }],
    });
    renderScreen({ products: [pack, service] });
    const title = await screen.findByRole('heading', { level: 1, name: TEXTS.title });
    const header = title.closest('header');
    if (header === null) throw new Error('no page header');
    expect(within(header).getByRole('link', { name: TEXTS.createLink })).toHaveAttribute(
      'href',
      '/freelancer/sell-products',
    );
    const packCard = await screen.findByRole('article', { name: pack.title });
    expect(within(packCard).getByText('Ready-made')).toBeVisible();
    expect(packCard.querySelector('img')).toHaveAttribute('src', '/api/images/img-1/w1280.webp');
    const serviceCard = screen.getByRole('article', { name: service.title });
    expect(within(serviceCard).getByText('Custom')).toBeVisible();
    expect(serviceCard.querySelector('img')).toBeNull();
  });

  it('links Edit, Analytics and View Product', async () => {
    const { user } = renderScreen({ products: [published] });
    const card = await screen.findByRole('article', { name: published.title });
    expect(within(card).getByRole('link', { name: `Edit ${published.title}` })).toHaveAttribute(
      'href',
      `/freelancer/sell-products/${published.id}`,
    );
    expect(
      within(card).getByRole('link', { name: `Analytics of ${published.title}` }),
    ).toHaveAttribute('href', '/freelancer/analytics');
    await user.click(
      within(card).getByRole('button', { name: TEXTS.moreActions(published.title) }),
    );
    expect(screen.getByRole('menuitem', { name: TEXTS.viewProduct })).toHaveAttribute(
      'href',
      `/marketplace/product/${published.id}`,
    );
  });

  it('duplicates with the spec’s alert, and the copy appears as a draft', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderScreen({ products: [published] });
    const card = await screen.findByRole('article', { name: published.title });
    await user.click(
      within(card).getByRole('button', { name: TEXTS.moreActions(published.title) }),
    );
    await user.click(screen.getByRole('menuitem', { name: TEXTS.duplicate }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(TEXTS.duplicated));
    const copy = await screen.findByRole('article', { name: `${published.title} (Copy)` });
    expect(within(copy).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TEXTS.yourProducts(2) })).toBeInTheDocument();
  });

  it('says the duplicate failed when it did', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderScreen({ products: [published], failDuplicate: true });
    const card = await screen.findByRole('article', { name: published.title });
    await user.click(
      within(card).getByRole('button', { name: TEXTS.moreActions(published.title) }),
    );
    await user.click(screen.getByRole('menuitem', { name: TEXTS.duplicate }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(TEXTS.duplicateFailed));
  });

  it('deletes only after the confirmation, with the keyboard', async () => {
    const { user, calls } = renderScreen({ products: [published, draft] });
    const card = await screen.findByRole('article', { name: draft.title });
    within(card)
      .getByRole('button', { name: TEXTS.moreActions(draft.title) })
      .focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: TEXTS.deleteProduct })).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('alertdialog', { name: TEXTS.deleteProduct });
    expect(dialog).toHaveTextContent(TEXTS.deleteConfirm);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);

    await user.click(within(card).getByRole('button', { name: TEXTS.moreActions(draft.title) }));
    await user.click(screen.getByRole('menuitem', { name: TEXTS.deleteProduct }));
    const again = await screen.findByRole('alertdialog', { name: TEXTS.deleteProduct });
    await user.click(within(again).getByRole('button', { name: TEXTS.deleteConfirmLabel }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: draft.title })).not.toBeInTheDocument(),
    );
    expect(calls()).toContain(`DELETE /api/catalogue/products/${draft.id} Bearer token-1`);
    expect(screen.getByRole('heading', { name: TEXTS.yourProducts(1) })).toBeInTheDocument();
  });
});
