import { screen, waitFor, within } from '@testing-library/react';
import { createCatalogueServer } from '../../../testing/catalogueServer';
import { aPurchase } from '../../../testing/factories';
import { SIGNED_IN, renderApp } from '../../../testing/renderApp';
import { PURCHASES_TEXTS as TEXTS } from '../model/purchases';

const PAID = aPurchase({ title: 'Complete Tech Pack Template', amount: 2900 });
const PARTLY_REFUNDED = aPurchase({
  title: 'Textile Prints Collection',
  amount: 3900,
  refunded: 1000,
  reviewed: true,
  receiptUrl: null,
});
const REFUNDED = aPurchase({
  title: 'Mood Board Kit',
  status: 'refunded',
  refunded: 1500,
  amount: 1500,
  files: [],
});
const DISPUTED = aPurchase({ title: 'Size Chart Set', status: 'disputed', files: [] });

function openPurchases(purchases = [PAID, PARTLY_REFUNDED, REFUNDED, DISPUTED]) {
  const server = createCatalogueServer([]);
  server.sales.purchases = purchases;
  return renderApp('/marketplace/purchases', { server, session: SIGNED_IN });
}

const purchase = (title: string) => screen.getByRole('article', { name: title });

describe('/marketplace/purchases', () => {
  const fetchMock = jest.fn();
  let saved: { href: string; download: string }[] = [];

  beforeEach(() => {
    saved = [];
    fetchMock.mockReset();
    Object.assign(globalThis, { fetch: fetchMock });
    Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads, then lists every purchase under the title Purchases', async () => {
    const server = createCatalogueServer([]);
    server.sales.purchases = [PAID];
    server.pause();
    renderApp('/marketplace/purchases', { server, session: SIGNED_IN });
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.title })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(TEXTS.loading);
    server.resume();
    expect(await screen.findByRole('list', { name: TEXTS.list })).toBeInTheDocument();
    expect(server.requests.map(({ path, token }) => [path, token])).toEqual([
      ['/api/purchases', 'test-access-token'],
    ]);
  });

  it('shows a paid purchase: thumbnail, seller, amount, date, receipt, files and links', async () => {
    openPurchases();
    await screen.findByRole('list', { name: TEXTS.list });
    const paid = purchase('Complete Tech Pack Template');
    expect(paid.querySelector('img')).toHaveAttribute('src', PAID.thumbnail);
    expect(paid).toHaveTextContent('by Sarah Chen');
    expect(paid).toHaveTextContent('Paid $29.00');
    expect(paid).toHaveTextContent('Bought on Nov 20, 2026');
    expect(within(paid).getByText('Paid', { selector: 'span' })).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: TEXTS.viewReceipt })).toHaveAttribute(
      'href',
      PAID.receiptUrl,
    );
    expect(within(paid).getByRole('link', { name: TEXTS.viewProduct })).toHaveAttribute(
      'href',
      `/marketplace/product/${PAID.productId}`,
    );
    expect(within(paid).getByRole('link', { name: TEXTS.writeReview })).toHaveAttribute(
      'href',
      `/marketplace/product/${PAID.productId}?tab=reviews`,
    );
    const files = within(paid).getByRole('list', { name: TEXTS.files });
    expect(files).toHaveTextContent('tech-pack.pdf');
    expect(files).toHaveTextContent('2 MB');
  });

  it('downloads a file through its API address with the bearer token', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      blob: () => Promise.resolve(new Blob(['pdf'])),
    });
    const { user } = openPurchases();
    await screen.findByRole('list', { name: TEXTS.list });
    await user.click(
      within(purchase('Complete Tech Pack Template')).getByRole('button', {
        name: 'Download tech-pack.pdf',
      }),
    );
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:file', download: 'tech-pack.pdf' }]));
    expect(fetchMock).toHaveBeenCalledWith(PAID.files[0]!.url, {
      headers: { Authorization: 'Bearer test-access-token' },
      redirect: 'follow',
    });
  });

  it('says when a download fails', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 404, blob: () => Promise.resolve(null) });
    const { user } = openPurchases();
    await screen.findByRole('list', { name: TEXTS.list });
    const paid = purchase('Complete Tech Pack Template');
    await user.click(within(paid).getByRole('button', { name: 'Download tech-pack.pdf' }));
    expect(await within(paid).findByRole('alert')).toHaveTextContent(
      TEXTS.downloadFailed('tech-pack.pdf'),
    );
    expect(saved).toEqual([]);
  });

  it('keeps the files of a partly refunded purchase and says how much was refunded', async () => {
    openPurchases();
    await screen.findByRole('list', { name: TEXTS.list });
    const partly = purchase('Textile Prints Collection');
    expect(partly).toHaveTextContent('Partially refunded');
    expect(partly).toHaveTextContent('Paid $39.00');
    expect(partly).toHaveTextContent('$10.00 refunded');
    expect(within(partly).getByRole('button', { name: 'Download tech-pack.pdf' })).toBeEnabled();
    expect(within(partly).getByRole('link', { name: TEXTS.editReview })).toBeInTheDocument();
    expect(within(partly).queryByRole('link', { name: TEXTS.viewReceipt })).not.toBeInTheDocument();
  });

  it.each([
    ['Mood Board Kit', 'Refunded', TEXTS.refundedAccess],
    ['Size Chart Set', 'Disputed', TEXTS.disputedAccess],
  ])('%s: %s, without its files and saying so', async (title, status, text) => {
    openPurchases();
    await screen.findByRole('list', { name: TEXTS.list });
    const lost = purchase(title);
    expect(lost).toHaveTextContent(status);
    expect(lost).toHaveTextContent(text);
    expect(within(lost).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(within(lost).queryByRole('link', { name: TEXTS.writeReview })).not.toBeInTheDocument();
    expect(within(lost).getByRole('link', { name: TEXTS.viewProduct })).toBeInTheDocument();
  });

  it("says 'No purchases yet' with the way to the marketplace", async () => {
    const { user } = openPurchases([]);
    expect(await screen.findByRole('heading', { name: TEXTS.empty })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: TEXTS.browse }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marketplace' }),
    ).toBeInTheDocument();
  });

  it('says when they could not be loaded, and tries again', async () => {
    const server = createCatalogueServer([]);
    server.sales.purchases = [PAID];
    server.failWith500(true);
    const { user } = renderApp('/marketplace/purchases', { server, session: SIGNED_IN });
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.loadError);
    server.failWith500(false);
    await user.click(screen.getByRole('button', { name: TEXTS.retry }));
    expect(await screen.findByRole('article', { name: PAID.title })).toBeInTheDocument();
  });

  it("lists a custom order with its status, 'Late', its page, and a review once completed", async () => {
    const late = aPurchase({
      title: 'Custom Swimwear Design',
      files: [],
      order: {
        id: '55555555-5555-4555-8555-555555555555',
        status: 'in_progress',
        dueAt: '2026-11-26T10:00:00.000Z',
        late: true,
      },
    });
    const completed = aPurchase({
      title: 'Custom Tech Pack',
      files: [],
      order: {
        id: '55555555-5555-4555-8555-555555555556',
        status: 'completed',
        dueAt: '2026-11-26T10:00:00.000Z',
        late: false,
      },
    });
    openPurchases([late, completed]);
    await screen.findByRole('list', { name: TEXTS.list });
    const running = purchase('Custom Swimwear Design');
    expect(within(running).getByLabelText(TEXTS.orderStatus)).toHaveTextContent(
      'In progressLateDue Nov 26, 2026',
    );
    expect(within(running).getByRole('link', { name: TEXTS.viewOrder })).toHaveAttribute(
      'href',
      '/marketplace/orders/55555555-5555-4555-8555-555555555555',
    );
    expect(
      within(running).queryByRole('link', { name: TEXTS.writeReview }),
    ).not.toBeInTheDocument();
    // A service has no files of its own here: they are on the order's page.
    expect(within(running).queryByText(TEXTS.noFiles)).not.toBeInTheDocument();
    const done = purchase('Custom Tech Pack');
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: TEXTS.writeReview })).toBeInTheDocument();
  });
});
