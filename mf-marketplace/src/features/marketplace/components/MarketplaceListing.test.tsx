import { act, fireEvent, screen, within } from '@testing-library/react';
import { SIMULATED_LOAD_MS } from '../../../lib/api';
import { MARKETPLACE_PRODUCTS } from '../../../fixtures/sampleData';
import { SIGNED_IN, renderApp } from '../../../testing/renderApp';
import { FAVOURITES_STORAGE_KEY } from '../model/constants';
import { MARKETPLACE_TEXTS } from '../model/texts';

const TOTAL = MARKETPLACE_PRODUCTS.length;

const productList = () => screen.getByRole('list', { name: MARKETPLACE_TEXTS.results });
const cardTitles = () =>
  within(productList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const currentPage = () =>
  within(screen.getByRole('navigation', { name: MARKETPLACE_TEXTS.pagination }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page')?.textContent;

async function openListing(options?: Parameters<typeof renderApp>[1]) {
  const rendered = renderApp('/marketplace-full', options);
  await screen.findByRole('heading', { level: 2, name: `${TOTAL} products` });
  return rendered;
}

describe('/marketplace-full', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.useRealTimers();
  });

  it("shows 'Loading Marketplace' for the simulated second, then the products", async () => {
    jest.useFakeTimers();
    renderApp('/marketplace-full', { simulatedLoadMs: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Marketplace');

    await act(() => jest.advanceTimersByTimeAsync(SIMULATED_LOAD_MS - 1));
    expect(screen.getByText('Loading Marketplace')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(
      await screen.findByRole('heading', { level: 2, name: `${TOTAL} products` }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading Marketplace')).not.toBeInTheDocument();
  });

  it('shows the first 12 products, featured first, with the result count and pages', async () => {
    await openListing();
    expect(cardTitles()).toHaveLength(12);
    expect(screen.getByText(`Showing 1–12 of ${TOTAL}`)).toBeInTheDocument();
    // Featured and bestseller first, by downloads.
    expect(cardTitles().slice(0, 2)).toEqual([
      'Seamless Botanical Patterns',
      'Complete Tech Pack Template',
    ]);
    expect(currentPage()).toBe('1');
  });

  it('shows up to 3 tags and the discount badge on a card', async () => {
    await openListing();
    const card = screen.getByRole('article', { name: 'Complete Tech Pack Template' });
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['tech pack', 'template', 'apparel']);
    expect(within(card).getByText('26% OFF')).toBeInTheDocument();
    expect(within(card).getByText('$29.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Complete Tech Pack Template' })).toHaveAttribute(
      'href',
      '/marketplace/product/p-1',
    );
  });

  it("a search with no match shows 'No products found', and Clear All Filters restores the list", async () => {
    const { user } = await openListing();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zzzz');

    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search criteria or browse different categories.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(
      screen.getByRole('heading', { level: 2, name: `${TOTAL} products` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(cardTitles()).toHaveLength(12);
  });

  it('keeps every typed character of the search', async () => {
    const { user } = await openListing();
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'tech pack');
    expect(search).toHaveValue('tech pack');
    expect(screen.getByRole('heading', { level: 2, name: '2 products' })).toBeInTheDocument();
  });

  it('goes back to page 1 when a filter or the sort changes', async () => {
    const { user } = await openListing();
    const pages = screen.getByRole('navigation', { name: MARKETPLACE_TEXTS.pagination });

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(currentPage()).toBe('2');
    expect(screen.getByText(`Showing 13–${TOTAL} of ${TOTAL}`)).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(currentPage()).toBe('1');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(currentPage()).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // jsdom has no slider keyboard; the browser test moves it with the arrow keys.
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), {
      target: { value: '99' },
    });
    expect(currentPage()).toBe('1');
    expect(screen.getByText(`Showing 1–12 of ${TOTAL - 1}`)).toBeInTheDocument();
  });

  it('narrows by category and subcategory', async () => {
    const { user } = await openListing();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Business Tools');
    expect(screen.getByRole('heading', { level: 2, name: '4 products' })).toBeInTheDocument();

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
    expect(cardTitles()).toEqual(['Garment Costing Calculator']);
  });

  it('offers the five categories', async () => {
    await openListing();
    const options = within(screen.getByRole('combobox', { name: 'Category' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'All Categories',
      'Design Templates',
      'Patterns & Prints',
      'Technical Resources',
      'Business Tools',
      'Photography & Media',
    ]);
  });

  it('sorts by price, low to high', async () => {
    const { user } = await openListing();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: Low to High',
    );
    expect(cardTitles()[0]).toBe('International Size Chart Set');
  });

  it('the price range filters products and 100 means 100 and above', async () => {
    const { user } = await openListing();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const minimum = screen.getByRole('slider', { name: 'Minimum price' });
    expect(minimum).toHaveAttribute('min', '0');
    expect(minimum).toHaveAttribute('max', '100');
    fireEvent.change(minimum, { target: { value: '100' } });
    // Only the $299 service is priced at 100 or more.
    expect(cardTitles()).toEqual(['Custom Swimwear Tech Pack Service']);
    expect(screen.getByText('$100+ – $100+')).toBeInTheDocument();
  });

  it('switches between grid and list without leaving the page', async () => {
    const { user } = await openListing();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(currentPage()).toBe('2');
  });

  it('keeps favourites in local storage, across mounts', async () => {
    const { user, unmount } = await openListing();
    const favourite = screen.getByRole('button', { name: 'Favourite Complete Tech Pack Template' });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await user.click(favourite);
    expect(favourite).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]')).toEqual([
      'p-1',
    ]);
    unmount();

    await openListing();
    expect(
      screen.getByRole('button', { name: 'Favourite Complete Tech Pack Template' }),
    ).toHaveAttribute('aria-pressed', 'true');
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

  it('offers no Sign In to a signed-in user', async () => {
    const { user } = await openListing({ session: SIGNED_IN });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In', hidden: true })).not.toBeInTheDocument();
  });

  it('keeps search and page when coming back from a product', async () => {
    const { user } = await openListing();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'template');
    await user.click(screen.getByRole('link', { name: 'Complete Tech Pack Template' }));
    await screen.findByRole('heading', { level: 1, name: 'Complete Tech Pack Template' });

    await user.click(screen.getAllByRole('link', { name: 'Back to Marketplace' })[0]!);
    expect(await screen.findByRole('searchbox', { name: 'Search products' })).toHaveValue(
      'template',
    );
  });
});
