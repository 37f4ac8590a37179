import { act, screen, within } from '@testing-library/react';
import { conversationPath, loginPath, type SessionSnapshot } from '@atelier/shared-ui';
import { createCatalogueServer } from '../../../testing/catalogueServer';
import { aProduct, aProductSummary } from '../../../testing/factories';
import { SIGNED_IN, renderApp } from '../../../testing/renderApp';
import { NOT_FOUND_REDIRECT_MS } from './ProductDetail';

const SARAH = '22222222-2222-4222-8222-222222222222';
const TECH_PACK = aProduct(
  aProductSummary({
    title: 'Complete Tech Pack Template',
    description: 'A production-ready tech pack for any garment.',
    price: 2900,
    originalPrice: 3900,
    authorId: SARAH,
    authorName: 'Sarah Chen',
    tags: ['tech pack', 'template', 'apparel', 'production', 'specs'],
    fileTypes: ['AI', 'PDF', 'XLSX'],
  }),
  [
    'https://cdn.example/1.png',
    'https://cdn.example/2.png',
    'https://cdn.example/3.png',
    'https://cdn.example/4.png',
  ],
);
const MORE = [
  'Swimwear CAD Template Library',
  'Mood Board Kit',
  'Grading Rules',
  'Size Chart Set',
  'Fifth One',
].map((title) => aProduct(aProductSummary({ title, authorId: SARAH, authorName: 'Sarah Chen' })));
const OTHER_AUTHOR = aProduct(
  aProductSummary({ title: 'Someone Else', authorName: 'Marco Rossi' }),
);
const CATALOGUE = [TECH_PACK, ...MORE, OTHER_AUTHOR];

async function openProduct(id = TECH_PACK.id, session?: SessionSnapshot) {
  const server = createCatalogueServer(CATALOGUE);
  const rendered = renderApp(`/marketplace/product/${id}`, { server, session });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const dialogPosition = () => within(screen.getByRole('dialog')).getByText(/^Image \d of \d$/);

describe('/marketplace/product/:productId', () => {
  it('loads from the catalogue, then shows the product', async () => {
    const server = createCatalogueServer(CATALOGUE);
    server.pause();
    renderApp(`/marketplace/product/${TECH_PACK.id}`, { server });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading Product');
    server.resume();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete Tech Pack Template' }),
    ).toBeInTheDocument();
    expect(server.requests.map(({ path }) => path)).toEqual([
      `/api/catalogue/products/${TECH_PACK.id}`,
    ]);
  });

  it('shows price, discount, author, tags and the way back', async () => {
    await openProduct();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByText('$29.00')).toBeInTheDocument();
    expect(screen.getByText('26% OFF')).toBeInTheDocument();
    // Once under the title, and on each of the four cards of 'More from Sarah Chen'.
    const more = screen.getByRole('region', { name: 'More from Sarah Chen' });
    expect(await within(more).findAllByRole('article')).toHaveLength(4);
    expect(screen.getAllByText('by Sarah Chen')).toHaveLength(5);
    expect(
      // The product's own tags come first; the cards under 'More from' have theirs.
      within(screen.getAllByRole('list', { name: 'Tags' })[0]!)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['tech pack', 'template', 'apparel', 'production', 'specs']);
    expect(screen.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute(
      'href',
      '/marketplace-full',
    );
  });

  it('shows its images from their URLs', async () => {
    await openProduct();
    const sources = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    for (const url of TECH_PACK.images.map((image) => image.url)) {
      expect(sources).toContain(url);
    }
  });

  it("has the tabs Description, What's Included, Details and Reviews (n)", async () => {
    const { user } = await openProduct();
    const tabs = screen.getByRole('tablist', { name: 'Product information' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Description', "What's Included", 'Details', 'Reviews (0)']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/production-ready tech pack/);

    await user.click(screen.getByRole('tab', { name: "What's Included" }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('File types: AI, PDF, XLSX');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('4 preview images');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Commercial license');
  });

  it("shows 'More from {author}' with the author's other products, as the server answered", async () => {
    await openProduct();
    const more = screen.getByRole('region', { name: 'More from Sarah Chen' });
    const titles = (await within(more).findAllByRole('heading', { level: 3 })).map(
      (heading) => heading.textContent,
    );
    expect(titles).toEqual([
      'Swimwear CAD Template Library',
      'Mood Board Kit',
      'Grading Rules',
      'Size Chart Set',
    ]);
  });

  it('says when the author has nothing else', async () => {
    await openProduct(OTHER_AUTHOR.id);
    expect(screen.getByRole('region', { name: 'More from Marco Rossi' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('opens the lightbox and wraps through the images both ways, by button and by arrow key', async () => {
    const { user } = await openProduct();
    const zoom = screen.getByRole('button', { name: 'Zoom image 1 of 4' });
    await user.click(zoom);
    expect(screen.getByRole('dialog', { name: 'Complete Tech Pack Template' })).toBeInTheDocument();
    expect(dialogPosition()).toHaveTextContent('Image 1 of 4');

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(dialogPosition()).toHaveTextContent('Image 4 of 4');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(dialogPosition()).toHaveTextContent('Image 1 of 4');

    await user.keyboard('{ArrowLeft}');
    expect(dialogPosition()).toHaveTextContent('Image 4 of 4');
    await user.keyboard('{ArrowRight}');
    expect(dialogPosition()).toHaveTextContent('Image 1 of 4');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(dialogPosition()).toHaveTextContent('Image 3 of 4');
    expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAccessibleName(
      'Complete Tech Pack Template, image 3',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The gallery follows the lightbox, and focus is back on the zoom button.
    const zoomAgain = screen.getByRole('button', { name: 'Zoom image 3 of 4' });
    expect(zoomAgain).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Show image 3 of 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('closes the lightbox with its Close button', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Zoom image 1 of 4' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom image 1 of 4' })).toHaveFocus();
  });

  it('selects an image with its thumbnail', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 4' }));
    expect(screen.getByRole('button', { name: 'Zoom image 2 of 4' })).toBeInTheDocument();
  });

  it("shows 'Product Not Found' with its text and Back to Marketplace for an unknown id", async () => {
    const { user } = await openProduct('99999999-9999-4999-8999-999999999999');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Product Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The product you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Marketplace' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marketplace' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/marketplace-full');
  });

  describe('an unknown id, with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('keeps the message a moment, then redirects to /marketplace-full', async () => {
      const server = createCatalogueServer(CATALOGUE);
      renderApp('/marketplace/product/99999999-9999-4999-8999-999999999999', {
        server,
        userOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Product Not Found' }),
      ).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(NOT_FOUND_REDIRECT_MS - 100));
      expect(window.location.pathname).toBe(
        '/marketplace/product/99999999-9999-4999-8999-999999999999',
      );
      expect(screen.getByRole('link', { name: 'Back to Marketplace' })).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Marketplace' }),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe('/marketplace-full');
    });
  });

  it("shows 'Product Not Found' for an id that is not a catalogue id", async () => {
    await openProduct('p-1');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Product Not Found' }),
    ).toBeInTheDocument();
  });

  it('sends a product path without an id to the listing', async () => {
    renderApp('/marketplace/product');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marketplace' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/marketplace-full');
  });

  it('opens another product of the author from More from', async () => {
    const { user } = await openProduct();
    const more = screen.getByRole('region', { name: 'More from Sarah Chen' });
    await user.click(
      await within(more).findByRole('link', { name: 'Swimwear CAD Template Library' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Swimwear CAD Template Library' }),
    ).toHaveFocus();
  });
  describe("Send Message on the product's author", () => {
    it("opens the signed-in caller's conversation with the author", async () => {
      const { user, platform } = await openProduct(TECH_PACK.id, SIGNED_IN);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(platform.navigate).toHaveBeenCalledWith(conversationPath('freelancer', SARAH));
    });

    it('sends a visitor to sign in first, then back to the product', async () => {
      const { user, platform } = await openProduct();
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(platform.navigate).toHaveBeenCalledWith(
        loginPath(`/marketplace/product/${TECH_PACK.id}`),
      );
    });

    it("is not offered on one's own product", async () => {
      const author: SessionSnapshot = {
        status: 'signedIn',
        profile: {
          id: SARAH,
          email: 'sarah@example.com',
          fullName: 'Sarah Chen',
          role: 'freelancer',
        },
        isPremium: false,
      };
      await openProduct(TECH_PACK.id, author);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TECH_PACK.title);
      expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    });
  });
});
