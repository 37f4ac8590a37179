import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createCatalogueServer, type CatalogueServer } from '../../../testing/catalogueServer';
import { aProduct, aProductSummary } from '../../../testing/factories';
import { SIGNED_IN, renderApp } from '../../../testing/renderApp';
import { FAVOURITES_STORAGE_KEY } from '../model/constants';
import { MARKETPLACE_TEXTS } from '../model/texts';

const SARAH = '22222222-2222-4222-8222-222222222222';
const TECH_PACK = aProduct(
  aProductSummary({
    title: 'Complete Tech Pack Template',
    price: 2900,
    originalPrice: 3900,
    tags: ['tech pack', 'template', 'apparel', 'production'],
    authorId: SARAH,
    authorName: 'Sarah Chen',
    isFeatured: true,
  }),
);
const CALCULATOR = aProduct(
  aProductSummary({
    title: 'Garment Costing Calculator',
    category: 'Business Tools',
    subcategory: 'Pricing Calculators',
    price: 1500,
  }),
);
const FILLERS = Array.from({ length: 12 }, (_, index) =>
  aProduct(aProductSummary({ title: `Filler ${String(index + 1)}` })),
);
const CATALOGUE = [TECH_PACK, CALCULATOR, ...FILLERS];
const TOTAL = CATALOGUE.length;

const productList = () => screen.getByRole('list', { name: MARKETPLACE_TEXTS.results });
const cardTitles = () =>
  within(productList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const currentPage = () =>
  within(screen.getByRole('navigation', { name: MARKETPLACE_TEXTS.pagination }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page')?.textContent;
/** The query strings the listing asked the catalogue for, in order. */
const listingQueries = (server: CatalogueServer) =>
  server.requests
    .filter(({ path }) => path === '/api/catalogue/products')
    .map(({ query }) => query.toString());
const lastListingQuery = (server: CatalogueServer) => listingQueries(server).at(-1);

async function openListing(
  path = '/marketplace-full',
  options: Parameters<typeof renderApp>[1] = {},
) {
  const server = options.server ?? createCatalogueServer(CATALOGUE);
  const rendered = renderApp(path, { ...options, server });
  await screen.findByRole('heading', { level: 2, name: /products?$/ });
  return rendered;
}

describe('/marketplace-full', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it("shows 'Loading Marketplace' until the catalogue answers, then the products", async () => {
    const server = createCatalogueServer(CATALOGUE);
    server.pause();
    renderApp('/marketplace-full', { server });
    expect(screen.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading Marketplace');

    server.resume();
    expect(
      await screen.findByRole('heading', { level: 2, name: `${String(TOTAL)} products` }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading Marketplace')).not.toBeInTheDocument();
  });

  it('asks for the first page, featured first, and shows 12 with the result count', async () => {
    const { server } = await openListing();
    expect(listingQueries(server)).toEqual(['sort=featured&page=1']);
    expect(cardTitles()).toHaveLength(12);
    expect(
      screen.getByText(`Showing 1–12 of ${String(TOTAL)}`, { normalizer: (text) => text }),
    ).toBeInTheDocument();
    expect(currentPage()).toBe('1');
  });

  it('shows up to 3 tags, the price in dollars and the discount badge on a card', async () => {
    await openListing();
    const card = screen.getByRole('article', { name: 'Complete Tech Pack Template' });
    expect(
      within(within(card).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['tech pack', 'template', 'apparel']);
    expect(within(card).getByText('26% OFF')).toBeInTheDocument();
    expect(within(card).getByText('$29.00')).toBeInTheDocument();
    expect(within(card).getByText('by Sarah Chen')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Complete Tech Pack Template' })).toHaveAttribute(
      'href',
      `/marketplace/product/${TECH_PACK.id}`,
    );
  });

  it("searches on the server once typing pauses; no match shows 'No products found' and Clear All Filters", async () => {
    const { user, server } = await openListing();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zzzz');

    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(listingQueries(server)).toEqual(['sort=featured&page=1', 'q=zzzz&sort=featured&page=1']);
    expect(window.location.search).toBe('?q=zzzz');
    expect(
      screen.getByText('Try adjusting your search criteria or browse different categories.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();

    const clearButtons = screen.getAllByRole('button', { name: 'Clear All Filters' });
    await user.click(clearButtons.at(-1)!);
    expect(
      await screen.findByRole('heading', { level: 2, name: `${String(TOTAL)} products` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  it('keeps every typed character of the search', async () => {
    const { user, server } = await openListing();
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'tech pack');
    expect(search).toHaveValue('tech pack');
    expect(await screen.findByRole('heading', { level: 2, name: '1 product' })).toBeInTheDocument();
    expect(lastListingQuery(server)).toBe('q=tech+pack&sort=featured&page=1');
  });

  it('asks for page 2, and goes back to page 1 when the sort or the price range changes', async () => {
    const { user, server } = await openListing();
    const pages = screen.getByRole('navigation', { name: MARKETPLACE_TEXTS.pagination });

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      expect(currentPage()).toBe('2');
    });
    expect(lastListingQuery(server)).toBe('sort=featured&page=2');
    expect(screen.getByText(`Showing 13–${String(TOTAL)} of ${String(TOTAL)}`)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    await waitFor(() => {
      expect(currentPage()).toBe('1');
    });
    expect(lastListingQuery(server)).toBe('sort=newest&page=1');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // jsdom has no slider keyboard; the browser test moves it with the arrow keys.
    fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), {
      target: { value: '25' },
    });
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), {
      target: { value: '42' },
    });
    // Dollars in the sliders, cents to the catalogue.
    await waitFor(() => {
      expect(lastListingQuery(server)).toBe('minPrice=2500&maxPrice=4200&sort=newest&page=1');
    });
    expect(await screen.findByRole('heading', { level: 2, name: '1 product' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Complete Tech Pack Template']);
  });

  it('narrows by category and subcategory on the server', async () => {
    const { user, server } = await openListing();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Business Tools');
    expect(await screen.findByRole('heading', { level: 2, name: '1 product' })).toBeInTheDocument();
    expect(lastListingQuery(server)).toBe('category=Business+Tools&sort=featured&page=1');

    const subcategory = screen.getByRole('combobox', { name: 'Subcategory' });
    expect(
      within(subcategory)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All Subcategories',
      'Brand Guidelines',
      'Pricing Calculators',
      'Contracts & Templates',
      'Marketing Materials',
    ]);
    await user.selectOptions(subcategory, 'Pricing Calculators');
    await waitFor(() => {
      expect(lastListingQuery(server)).toBe(
        'category=Business+Tools&subcategory=Pricing+Calculators&sort=featured&page=1',
      );
    });
    expect(cardTitles()).toEqual(['Garment Costing Calculator']);
  });

  it('opens a shared link as it was: search, filters, sort and page from the address', async () => {
    const { server } = await openListing('/marketplace-full?q=filler&sort=price-low&page=2');
    expect(listingQueries(server)).toEqual(['q=filler&sort=price-low&page=2']);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('filler');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low');
  });

  it("opens a profile's My Shop narrowed to its seller, who can be cleared", async () => {
    const { user, server } = await openListing(`/marketplace-full?seller=${SARAH}`);
    expect(listingQueries(server)).toEqual([`author=${SARAH}&sort=featured&page=1`]);
    expect(screen.getByRole('heading', { level: 2, name: '1 product' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Complete Tech Pack Template']);
    expect(screen.getByText('Showing products by Sarah Chen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all sellers' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: `${String(TOTAL)} products` }),
    ).toBeInTheDocument();
    expect(lastListingQuery(server)).toBe('sort=featured&page=1');
    expect(screen.queryByText(/^Showing products by/)).not.toBeInTheDocument();
  });

  it('ignores a seller that is not a user id', async () => {
    const { server } = await openListing('/marketplace-full?seller=sarah');
    expect(listingQueries(server)).toEqual(['sort=featured&page=1']);
    expect(screen.queryByRole('button', { name: 'Show all sellers' })).not.toBeInTheDocument();
  });

  it('shows the last page for a page past it', async () => {
    const { server } = await openListing('/marketplace-full?page=9');
    await waitFor(() => {
      expect(currentPage()).toBe('2');
    });
    expect(lastListingQuery(server)).toBe('sort=featured&page=2');
  });

  it('says so, with a retry, when the catalogue fails', async () => {
    const server = createCatalogueServer(CATALOGUE);
    server.failWith500(true);
    const { user } = renderApp('/marketplace-full', { server });
    expect(await screen.findByText('The marketplace could not be loaded.')).toBeInTheDocument();
    server.failWith500(false);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: `${String(TOTAL)} products` }),
    ).toBeInTheDocument();
  });

  it('switches between grid and list without leaving the page', async () => {
    const { user } = await openListing();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => {
      expect(currentPage()).toBe('2');
    });
  });

  it("keeps a visitor's favourites in local storage, across mounts, without asking the server", async () => {
    const { user, unmount, server } = await openListing();
    const favourite = screen.getByRole('button', { name: 'Favourite Complete Tech Pack Template' });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await user.click(favourite);
    expect(favourite).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual([
      TECH_PACK.id,
    ]);
    expect(server.requests.some(({ path }) => path.includes('favourites'))).toBe(false);
    unmount();

    await openListing();
    expect(
      screen.getByRole('button', { name: 'Favourite Complete Tech Pack Template' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it("keeps a signed-in user's favourites on the server, with the access token", async () => {
    const server = createCatalogueServer(CATALOGUE);
    server.favouriteIds = [CALCULATOR.id];
    const { user } = await openListing('/marketplace-full', { session: SIGNED_IN, server });
    const calculator = screen.getByRole('button', { name: 'Favourite Garment Costing Calculator' });
    await waitFor(() => {
      expect(calculator).toHaveAttribute('aria-pressed', 'true');
    });

    const techPack = screen.getByRole('button', { name: 'Favourite Complete Tech Pack Template' });
    await user.click(techPack);
    await waitFor(() => {
      expect(techPack).toHaveAttribute('aria-pressed', 'true');
    });
    expect(server.favouriteIds).toEqual([TECH_PACK.id, CALCULATOR.id]);
    expect(server.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/api/catalogue/me/favourites/${TECH_PACK.id}`,
      token: 'test-access-token',
    });

    await user.click(calculator);
    await waitFor(() => {
      expect(calculator).toHaveAttribute('aria-pressed', 'false');
    });
    expect(server.favouriteIds).toEqual([TECH_PACK.id]);
    expect(window.localStorage.getItem(FAVOURITES_STORAGE_KEY)).toBeNull();
  });

  it("merges the browser's favourites into the account once at sign-in, then clears them here", async () => {
    window.localStorage.setItem(
      FAVOURITES_STORAGE_KEY,
      JSON.stringify([TECH_PACK.id, 'p-1-old-sample-id']),
    );
    const server = createCatalogueServer(CATALOGUE);
    server.favouriteIds = [CALCULATOR.id];
    await openListing('/marketplace-full', { session: SIGNED_IN, server });

    await waitFor(() => {
      expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '')).toEqual([]);
    });
    const merges = server.requests.filter(({ path }) => path.endsWith('/merge'));
    // The old sample data's ids are not catalogue ids: only the UUID goes.
    expect(merges).toEqual([
      expect.objectContaining({ method: 'POST', body: { productIds: [TECH_PACK.id] } }),
    ]);
    expect(server.favouriteIds).toEqual([TECH_PACK.id, CALCULATOR.id]);
    await waitFor(() => {
      expect(
        screen.getByRole('button', { name: 'Favourite Complete Tech Pack Template' }),
      ).toHaveAttribute('aria-pressed', 'true');
    });
  });

  it('offers no favourite toggle until the session is known', async () => {
    await openListing('/marketplace-full', { session: { status: 'loading' } });
    expect(
      screen.getByRole('button', { name: 'Favourite Complete Tech Pack Template' }),
    ).toBeDisabled();
  });

  it('links Sell Your Work and, for a visitor, Sign In coming back here', async () => {
    const { user } = await openListing();
    expect(screen.getByRole('link', { name: 'Sell Your Work' })).toHaveAttribute(
      'href',
      '/freelancer/sell-products',
    );
    // jsdom applies no media queries: the header is as on a phone, Sign In is in the menu.
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmarketplace-full',
    );
  });

  it("offers no Sign In to a signed-in user: the role's header instead", async () => {
    const { user } = await openListing('/marketplace-full', { session: SIGNED_IN });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Job Offers' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign In', hidden: true })).not.toBeInTheDocument();
  });

  it('keeps search and page when coming back from a product', async () => {
    const { user } = await openListing();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'template');
    await screen.findByRole('heading', { level: 2, name: '1 product' });
    await user.click(screen.getByRole('link', { name: 'Complete Tech Pack Template' }));
    await screen.findByRole('heading', { level: 1, name: 'Complete Tech Pack Template' });

    await user.click(screen.getAllByRole('link', { name: 'Back to Marketplace' })[0]!);
    expect(await screen.findByRole('searchbox', { name: 'Search products' })).toHaveValue(
      'template',
    );
    expect(window.location.search).toBe('?q=template');
  });
});
