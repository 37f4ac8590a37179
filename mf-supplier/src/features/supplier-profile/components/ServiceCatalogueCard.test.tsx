import { fireEvent, screen } from '@testing-library/react';
import type { SupplierProfile } from '@atelier/api-contract';
import { ROUTES, type SessionSnapshot } from '@atelier/shared-ui';
import { createFakePlatform, renderWithProviders } from '@atelier/shared-ui/test-utils';
import { StoreProvider } from '../../../testing/StoreProvider';
import { SERVICE_CATALOGUE_TEXTS as TEXTS } from '../model/texts';
import { ServiceCatalogueCard } from './ServiceCatalogueCard';

const supplier = (isPremium: boolean): SessionSnapshot => ({
  status: 'signedIn',
  profile: { id: 's-1', email: 's@demo.test', fullName: 'Sam', role: 'supplier' },
  isPremium,
});

const profile: SupplierProfile = {
  userId: '00000000-0000-4000-8000-000000000003',
  companyName: 'Porto Knit Mills',
  capabilities: ['Knitting'],
  certifications: [],
  regions: ['Europe'],
  description: null,
  website: null,
  location: null,
  logo: null,
  catalogue: { key: 'a'.repeat(32), name: 'Catalogue 2026.pdf', size: 1000, url: '/x' },
  verified: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const renderCard = (isPremium: boolean, given: SupplierProfile | null) =>
  renderWithProviders(
    <StoreProvider>
      <ServiceCatalogueCard profile={given} />
    </StoreProvider>,
    { platform: createFakePlatform(supplier(isPremium)), route: '/supplier/profile' },
  );

describe('ServiceCatalogueCard', () => {
  it('tells a Starter supplier why not, with the way to the plans', () => {
    renderCard(false, profile);
    expect(screen.getByText(TEXTS.starter)).toBeVisible();
    expect(screen.getByRole('link', { name: TEXTS.upgrade })).toHaveAttribute(
      'href',
      ROUTES.supplier.subscription,
    );
    expect(screen.queryByRole('button', { name: TEXTS.replace })).not.toBeInTheDocument();
  });

  it('asks a Pro supplier without a profile to save it first', () => {
    renderCard(true, null);
    expect(screen.getByText(TEXTS.needsProfile)).toBeVisible();
  });

  it('shows a Pro supplier the current catalogue, to replace or remove', () => {
    renderCard(true, profile);
    expect(screen.getByText(TEXTS.current('Catalogue 2026.pdf'))).toBeVisible();
    expect(screen.getByRole('button', { name: TEXTS.replace })).toBeVisible();
    expect(screen.getByRole('button', { name: TEXTS.remove })).toBeVisible();
  });

  it('refuses a file that is not a PDF before uploading it', async () => {
    renderCard(true, profile);
    fireEvent.change(screen.getByLabelText(TEXTS.upload), {
      target: { files: [new File(['x'], 'list.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText(TEXTS.notPdf('list.txt'))).toBeVisible();
  });
});
