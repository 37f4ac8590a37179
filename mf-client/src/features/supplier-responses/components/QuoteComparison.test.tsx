import { renderWithProviders } from '@atelier/shared-ui/test-utils';
import { screen, within } from '@testing-library/react';
import { supplierProfilePath } from '@atelier/shared-ui';
import { aSupplierResponse } from '../../../testing/supplierResponses';
import { TEXTS } from '../model/texts';
import { QuoteComparison } from './QuoteComparison';

const cheap = aSupplierResponse({
  id: '00000000-0000-4000-8000-000000000001',
  supplierName: 'Fabrica Norte',
  quote: {
    ...aSupplierResponse().quote,
    tiers: [{ minQuantity: 500, unitPrice: 400 }],
    sampleCost: 0,
  },
});
const fast = aSupplierResponse({
  id: '00000000-0000-4000-8000-000000000002',
  supplierName: 'Mill Co',
  quote: {
    ...aSupplierResponse().quote,
    tiers: [{ minQuantity: 500, unitPrice: 500 }],
    productionLeadTimeDays: 20,
  },
});
const stale = aSupplierResponse({
  id: '00000000-0000-4000-8000-000000000003',
  supplierName: 'Old Quote Ltd',
  quote: {
    ...aSupplierResponse().quote,
    tiers: [{ minQuantity: 1, unitPrice: 1 }],
    validUntil: '2020-01-01',
  },
});

const rowOf = (supplier: string) => screen.getByRole('row', { name: new RegExp(supplier) });

describe('QuoteComparison', () => {
  it('shows landed cost per unit at the quantity, the best of each column and expired quotes', async () => {
    const { user } = renderWithProviders(
      <QuoteComparison
        responses={[cheap, fast, stale]}
        initialQuantity={1000}
        today="2026-11-22"
      />,
      { route: '/' },
    );
    // 400 + 0 / 1000 against 500 + 12000 / 1000 (EUR).
    // Landed cost and unit price are both €4.00 for the quote without samples or tooling.
    expect(within(rowOf('Fabrica Norte')).getAllByText(/€4\.00/)).toHaveLength(2);
    expect(within(rowOf('Mill Co')).getByText(/€5\.12/)).toBeInTheDocument();
    expect(within(rowOf('Fabrica Norte')).getAllByText(TEXTS.best).length).toBeGreaterThan(0);
    const staleRow = within(rowOf('Old Quote Ltd'));
    expect(staleRow.getByText(TEXTS.expired)).toBeInTheDocument();
    expect(staleRow.queryByText(TEXTS.best)).not.toBeInTheDocument();

    const quantity = screen.getByRole('spinbutton', { name: TEXTS.comparisonQuantity });
    await user.clear(quantity);
    await user.type(quantity, '100');
    // Below both MOQs: flagged, and samples spread over 100 units.
    expect(within(rowOf('Mill Co')).getByText(/€6\.20/)).toBeInTheDocument();
    expect(within(rowOf('Mill Co')).getByText(TEXTS.belowMoq)).toBeInTheDocument();
    // Each quote names its supplier with a link to their page (issue 43).
    expect(within(rowOf('Mill Co')).getByRole('link', { name: 'Mill Co' })).toHaveAttribute(
      'href',
      supplierProfilePath(fast.supplierId),
    );
  });
});
