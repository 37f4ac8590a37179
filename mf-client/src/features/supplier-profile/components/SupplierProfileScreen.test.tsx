import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PublicSupplier } from '@atelier/api-contract';
import {
  AtelierThemeProvider,
  PlatformProvider,
  ROUTES,
  conversationPath,
  loginPath,
  supplierProfilePath,
  type SessionSnapshot,
} from '@atelier/shared-ui';
import {
  createFakePlatform,
  fakeServer,
  installDialogPolyfill,
} from '@atelier/shared-ui/test-utils';
import { StoreProvider } from '../../../testing/StoreProvider';
import { REQUEST_FORM_MESSAGES } from '@atelier/api-contract/values';
import { INQUIRY_TEXTS, SUPPLIER_NOT_FOUND, SUPPLIER_PROFILE_TEXTS as T } from '../model/texts';
import { SupplierProfileScreen } from './SupplierProfileScreen';

const SUPPLIER_ID = 'de300000-0000-4000-8000-000000000005';
const CATALOGUE_URL = '/api/uploads/0123456789abcdef0123456789abcdef/download';

const supplier = (overrides: Partial<PublicSupplier> = {}): PublicSupplier => ({
  profile: {
    userId: SUPPLIER_ID,
    companyName: 'Porto Knit Mills',
    capabilities: ['Knitting', 'Dyeing'],
    certifications: ['GOTS'],
    regions: ['Europe'],
    description: 'Circular knitting for fashion brands.',
    website: 'https://porto-knit.example',
    location: 'Porto, Portugal',
    logo: null,
    catalogue: null,
    verified: true,
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  services: [
    {
      id: 'a0000000-0000-4000-8000-000000000001',
      supplierId: SUPPLIER_ID,
      title: 'Organic cotton jersey',
      type: 'Garment Manufacturer',
      description: 'Knitting, dyeing and finishing.',
      categories: ['Activewear'],
      certifications: ['GOTS'],
      priceMin: 500,
      priceMax: 1200,
      currency: 'EUR',
      moq: 300,
      leadTimeMinDays: 14,
      leadTimeMaxDays: 30,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  catalogue: { name: 'Catalogue 2026.pdf', size: 2048, url: CATALOGUE_URL },
  acceptsInquiries: true,
  ...overrides,
});

const brand: SessionSnapshot = {
  status: 'signedIn',
  profile: { id: 'c1', email: 'brand@example.com', fullName: 'Brand', role: 'client' },
  isPremium: false,
};

function renderPage(session: SessionSnapshot = brand) {
  const platform = createFakePlatform(session);
  platform.getAccessToken.mockResolvedValue(session.status === 'signedIn' ? 'token-1' : null);
  render(
    <AtelierThemeProvider>
      <PlatformProvider platform={platform}>
        <MemoryRouter initialEntries={[supplierProfilePath(SUPPLIER_ID)]}>
          <StoreProvider>
            <Routes>
              <Route path={ROUTES.supplierProfile} element={<SupplierProfileScreen />} />
            </Routes>
          </StoreProvider>
        </MemoryRouter>
      </PlatformProvider>
    </AtelierThemeProvider>,
  );
  return { user: userEvent.setup(), platform };
}

beforeAll(() => {
  installDialogPolyfill();
});

describe('SupplierProfileScreen', () => {
  it('shows the company, its capabilities, services with their terms and the Verified badge', async () => {
    const requests = fakeServer(() => ({ status: 200, body: supplier() }));
    const { user, platform } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Porto Knit Mills' }),
    ).toBeVisible();
    expect(requests[0]?.url).toBe(`/api/suppliers/${SUPPLIER_ID}`);
    expect(screen.getByText(T.verified)).toBeInTheDocument();
    expect(screen.getByText('Porto, Portugal')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: T.capabilities })).toHaveTextContent('Knitting');
    expect(screen.getByRole('list', { name: T.certifications })).toHaveTextContent('GOTS');
    expect(screen.getByRole('list', { name: T.regions })).toHaveTextContent('Europe');
    const terms = screen.getByRole('list', { name: 'Organic cotton jersey: terms' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['€5.00 - €12.00', 'MOQ 300 units', '14-30 days lead time']);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(platform.navigate).toHaveBeenCalledWith(conversationPath('client', SUPPLIER_ID));
  });

  it("offers a Pro supplier's catalogue to a signed-in reader and says when its download failed", async () => {
    const requests = fakeServer(({ url }) =>
      url === CATALOGUE_URL
        ? { status: 404, body: { message: 'gone' } }
        : { status: 200, body: supplier() },
    );
    const { user } = renderPage();
    const catalogue = await screen.findByRole('region', { name: T.catalogue });
    expect(within(catalogue).getByText('Catalogue 2026.pdf')).toBeInTheDocument();
    await user.click(
      within(catalogue).getByRole('button', { name: T.download('Catalogue 2026.pdf') }),
    );
    expect(await within(catalogue).findByRole('alert')).toHaveTextContent(
      T.downloadFailed('Catalogue 2026.pdf'),
    );
    expect(requests.at(-1)).toMatchObject({ url: CATALOGUE_URL, authorization: 'Bearer token-1' });
  });

  it('tells a visitor to sign in for the catalogue', async () => {
    fakeServer(() => ({
      status: 200,
      body: supplier({ catalogue: { name: 'Catalogue 2026.pdf', size: 2048, url: null } }),
    }));
    renderPage({ status: 'signedOut' });
    const catalogue = await screen.findByRole('region', { name: T.catalogue });
    expect(within(catalogue).getByText(T.signInToDownload)).toBeInTheDocument();
    expect(within(catalogue).getByRole('link', { name: T.signIn })).toHaveAttribute(
      'href',
      loginPath(supplierProfilePath(SUPPLIER_ID)),
    );
    expect(within(catalogue).queryByRole('button')).toBeNull();
  });

  it("offers no catalogue on a Starter supplier's page", async () => {
    fakeServer(() => ({
      status: 200,
      body: supplier({
        catalogue: null,
        acceptsInquiries: false,
        profile: { ...supplier().profile, verified: false },
      }),
    }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Porto Knit Mills');
    expect(screen.queryByText(T.verified)).toBeNull();
    expect(screen.queryByRole('region', { name: T.catalogue })).toBeNull();
    // Issue 43 item 5: a Starter supplier receives public requests and invitations only.
    expect(screen.queryByRole('button', { name: INQUIRY_TEXTS.open })).toBeNull();
  });

  it("sends a brand's direct inquiry to a Pro supplier, the form's first problem shown before sending", async () => {
    const requests = fakeServer(({ method }) =>
      method === 'POST' ? { status: 201, body: { id: 'r1' } } : { status: 200, body: supplier() },
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: INQUIRY_TEXTS.open }));
    const form = screen.getByRole('form', { name: INQUIRY_TEXTS.dialogTitle('Porto Knit Mills') });
    await user.click(within(form).getByRole('button', { name: INQUIRY_TEXTS.send }));
    expect(within(form).getByRole('alert')).toHaveTextContent(REQUEST_FORM_MESSAGES.title);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText(INQUIRY_TEXTS.title), 'Knit tops for SS27');
    await user.selectOptions(
      within(form).getByLabelText(INQUIRY_TEXTS.type),
      'Garment Manufacturer',
    );
    await user.selectOptions(within(form).getByLabelText(INQUIRY_TEXTS.category), 'Knitwear');
    await user.type(within(form).getByLabelText(INQUIRY_TEXTS.location), 'Lyon, France');
    await user.type(within(form).getByLabelText(INQUIRY_TEXTS.quantity), '3,000 pieces');
    await user.type(within(form).getByLabelText(INQUIRY_TEXTS.budgetMax), '40000');
    await user.type(within(form).getByLabelText(INQUIRY_TEXTS.description), 'Fine-gauge merino.');
    await user.click(within(form).getByRole('button', { name: INQUIRY_TEXTS.send }));

    expect(await screen.findByText(INQUIRY_TEXTS.sent('Porto Knit Mills'))).toBeVisible();
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.url).toBe('/api/requests/inquiries');
    expect(sent?.body).toEqual({
      supplierId: SUPPLIER_ID,
      title: 'Knit tops for SS27',
      type: 'Garment Manufacturer',
      category: 'Knitwear',
      location: 'Lyon, France',
      quantity: '3,000 pieces',
      budgetMin: null,
      budgetMax: 40000,
      budgetCurrency: 'USD',
      deadline: null,
      description: 'Fine-gauge merino.',
    });
  });

  it('offers no inquiry to a visitor', async () => {
    fakeServer(() => ({ status: 200, body: supplier() }));
    renderPage({ status: 'signedOut' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Porto Knit Mills');
    expect(screen.queryByRole('button', { name: INQUIRY_TEXTS.open })).toBeNull();
  });

  it('says Supplier not found for an unknown or deleted supplier', async () => {
    fakeServer(() => ({ status: 404, body: { message: 'This supplier does not exist.' } }));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: SUPPLIER_NOT_FOUND.title }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: SUPPLIER_NOT_FOUND.explore })).toHaveAttribute(
      'href',
      ROUTES.explore,
    );
  });
});
