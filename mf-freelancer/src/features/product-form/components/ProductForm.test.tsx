import { screen, within } from '@testing-library/react';
import { ROUTES } from '@atelier/shared-ui';
import {
  BUTTONS,
  PAYOUT_ACCOUNT_NEEDED,
  SAVE_BANNERS,
  VALIDATION_MESSAGES as M,
} from '../model/texts';
import { aProduct } from '../../../testing/products';
import {
  aSellerAccount,
  renderProductForm,
  serveProductForm,
} from '../../../testing/renderProductForm';

const png = new File(['png'], 'front.png', { type: 'image/png' });
const pdf = new File(['%PDF'], 'pack.pdf', { type: 'application/pdf' });

describe('ProductForm', () => {
  it('shows the section 5 messages in the spec order and focuses the first field', async () => {
    const requests = serveProductForm(() => ({ status: 201, body: {} }));
    const { user } = renderProductForm();
    await user.click(await screen.findByRole('button', { name: BUTTONS.publish }));
    const list = await screen.findByRole('list', { name: 'Please fix' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([M.title, M.category, M.description, M.price, M.images, M.files]);
    expect(screen.getByLabelText('Product Title')).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('shows the custom-only fields only for custom products', async () => {
    serveProductForm(() => ({ status: 201, body: {} }));
    const { user } = renderProductForm();
    await screen.findByLabelText('Product Title');
    expect(screen.queryByLabelText('Delivery Time')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Custom/ }));
    expect(screen.getByLabelText('Delivery Time')).toHaveValue('1-3');
    expect(screen.getByLabelText('Revisions')).toHaveValue(3);
    expect(screen.getByLabelText('Requirements')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Ready-made/ }));
    expect(screen.queryByLabelText('Delivery Time')).not.toBeInTheDocument();
  });

  it("shows an uploaded file's size as people read it: a 45-byte file is '45 B'", async () => {
    serveProductForm(() => ({ status: 201, body: {} }));
    const { user } = renderProductForm();
    const small = new File(['x'.repeat(45)], 'notes.txt', { type: 'text/plain' });
    await user.upload(await screen.findByLabelText('Product Files'), small);
    const list = screen.getByRole('list', { name: 'Uploaded product files' });
    expect(await within(list).findByText('notes.txt (45 B)')).toBeInTheDocument();
  });

  it('publishes a ready-made product in cents without custom-only fields', async () => {
    const requests = serveProductForm(() => ({ status: 201, body: {} }));
    const { user } = renderProductForm();
    await user.type(await screen.findByLabelText('Product Title'), 'Tech pack');
    await user.selectOptions(screen.getByLabelText('Category'), 'Design Templates');
    await user.type(screen.getByLabelText('Description'), 'A tech pack template');
    await user.type(screen.getByLabelText('Price (USD)'), '29.99');
    await user.upload(screen.getByLabelText('Preview Images'), png);
    await user.upload(screen.getByLabelText('Product Files'), pdf);
    await user.click(screen.getByRole('button', { name: BUTTONS.publish }));
    expect(await screen.findByText(SAVE_BANNERS.create.success.title)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/catalogue/products' });
    expect(request?.body).toMatchObject({
      title: 'Tech pack',
      price: 2999,
      status: 'published',
      productType: 'ready-made',
      images: [{ key: 'key-front.png', name: 'front.png', size: 3 }],
      files: [{ key: 'key-pack.pdf', name: 'pack.pdf', size: 4 }],
    });
    expect(request?.body).not.toHaveProperty('deliveryTime');
    expect(request?.body).not.toHaveProperty('revisions');
    expect(request?.body).not.toHaveProperty('requirements');
    expect(
      await screen.findByRole('heading', { name: 'Manage Products' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('keeps what was typed and shows the failure banner when the save fails', async () => {
    serveProductForm(() => ({ status: 500, body: { message: 'x' } }));
    const { user } = renderProductForm();
    await user.click(await screen.findByRole('radio', { name: /^Custom/ }));
    await user.type(screen.getByLabelText('Product Title'), 'Swimwear design');
    await user.selectOptions(screen.getByLabelText('Category'), 'Other');
    await user.type(screen.getByLabelText('Description'), 'Made to order');
    await user.type(screen.getByLabelText('Price (USD)'), '299');
    await user.upload(screen.getByLabelText('Preview Images'), png);
    await user.click(screen.getByRole('button', { name: BUTTONS.draft }));
    expect(await screen.findByText(SAVE_BANNERS.create.failure.message)).toBeInTheDocument();
    expect(screen.getByLabelText('Product Title')).toHaveValue('Swimwear design');
    expect(screen.getByLabelText('Price (USD)')).toHaveValue(299);
  });

  it("edits the caller's own product, read from the owner-only route", async () => {
    const own = aProduct({ title: 'My tech pack', price: 2999 });
    const requests = serveProductForm(() => ({ status: 200, body: own }));
    renderProductForm(`/freelancer/sell-products/${own.id}`);
    expect(await screen.findByLabelText('Product Title')).toHaveValue('My tech pack');
    expect(screen.getByLabelText('Price (USD)')).toHaveValue(29.99);
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', url: `/api/catalogue/me/products/${own.id}` }),
    ]);
  });

  it.each([
    ['an unknown id', 'unknown'],
    ["another user's product", aProduct({ title: "Someone else's" }).id],
  ])('sends %s (404) to Manage Products without showing the form', async (_case, id) => {
    // The owner-only route answers 404 for both; the form must not appear even for a moment.
    const formShown: boolean[] = [];
    const observer = new MutationObserver(() => {
      if (document.querySelector('form') !== null) formShown.push(true);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const requests = serveProductForm(() => ({ status: 404, body: { message: 'not found' } }));
    renderProductForm(`/freelancer/sell-products/${id}`);
    expect(await screen.findByRole('heading', { name: 'Manage Products' })).toBeInTheDocument();
    observer.disconnect();
    expect(formShown).toEqual([]);
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET /api/catalogue/me/products/${id}`,
    ]);
  });

  describe('without a payout account that takes charges', () => {
    async function fillIn(user: ReturnType<typeof renderProductForm>['user']) {
      await user.type(await screen.findByLabelText('Product Title'), 'Tech pack');
      await user.selectOptions(screen.getByLabelText('Category'), 'Design Templates');
      await user.type(screen.getByLabelText('Description'), 'A tech pack template');
      await user.type(screen.getByLabelText('Price (USD)'), '29');
      await user.upload(screen.getByLabelText('Preview Images'), png);
      await user.upload(screen.getByLabelText('Product Files'), pdf);
    }

    it.each(['none', 'onboarding'] as const)(
      'says why Publish is disabled (%s) and links to Payments & Earnings; drafts still save',
      async (state) => {
        const requests = serveProductForm(() => ({ status: 201, body: {} }), aSellerAccount(state));
        const { user } = renderProductForm();
        expect(await screen.findByText(PAYOUT_ACCOUNT_NEEDED.title)).toBeVisible();
        expect(screen.getByRole('link', { name: PAYOUT_ACCOUNT_NEEDED.link })).toHaveAttribute(
          'href',
          ROUTES.freelancer.payments,
        );
        expect(screen.getByRole('button', { name: BUTTONS.publish })).toBeDisabled();
        await fillIn(user);
        await user.type(screen.getByLabelText('Product Title'), '{Enter}');
        expect(requests).toEqual([]);
        await user.click(screen.getByRole('button', { name: BUTTONS.draft }));
        expect(await screen.findByText(SAVE_BANNERS.create.success.title)).toBeInTheDocument();
        expect(requests).toHaveLength(1);
        expect(requests[0]).toMatchObject({ method: 'POST', body: { status: 'draft' } });
      },
    );

    it('lets a private product be saved: only a public one can be bought', async () => {
      serveProductForm(() => ({ status: 201, body: {} }), aSellerAccount('none'));
      const { user } = renderProductForm();
      expect(await screen.findByText(PAYOUT_ACCOUNT_NEEDED.title)).toBeVisible();
      await user.selectOptions(screen.getByLabelText('Visibility when published'), 'private');
      expect(screen.queryByText(PAYOUT_ACCOUNT_NEEDED.title)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: BUTTONS.publish })).toBeEnabled();
    });

    it("shows the API's reason when it refuses to publish (409)", async () => {
      serveProductForm(() => ({
        status: 409,
        body: { message: 'Connect a payout account before publishing a product with a price.' },
      }));
      const { user } = renderProductForm();
      await fillIn(user);
      await user.click(screen.getByRole('button', { name: BUTTONS.publish }));
      expect(
        await screen.findByText(
          'Connect a payout account before publishing a product with a price.',
        ),
      ).toBeVisible();
      expect(screen.getByText(SAVE_BANNERS.create.failure.title)).toBeVisible();
      expect(screen.getByLabelText('Product Title')).toHaveValue('Tech pack');
    });
  });
});
