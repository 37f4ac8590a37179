import { PLM_QUOTE_MESSAGES, type PriceTier } from '@atelier/api-contract';
import { styleContent } from '../../../../test/support/plm';
import { quoteRequestDraft, unitPriceFor } from './prefill';

describe('unitPriceFor: the tier for the quantity', () => {
  const tiers: PriceTier[] = [
    { minQuantity: 500, unitPrice: 450 },
    { minQuantity: 2_000, unitPrice: 380 },
    { minQuantity: 10_000, unitPrice: 300 },
  ];
  it.each([
    [1, 450, 'below every tier (under the MOQ): the first'],
    [500, 450, 'at the first tier'],
    [1_999, 450, 'just below the second'],
    [2_000, 380, 'at the second'],
    [9_999, 380, 'between the second and third'],
    [50_000, 300, 'past the last'],
  ])('%i units → %i cents (%s)', (quantity, price) => {
    expect(unitPriceFor(tiers, quantity)).toBe(price);
  });
  it('one tier: its price whatever the quantity', () => {
    expect(unitPriceFor([{ minQuantity: 100, unitPrice: 999 }], 5)).toBe(999);
  });
});

describe('quoteRequestDraft: the request a style prefills', () => {
  const attachment = { key: 'a'.repeat(32), name: 'AT-1001-rev3-tech-pack.pdf' };
  it.each([
    ['Tops', 'Other'],
    ['Outerwear', 'Outerwear'],
    ['Knitwear', 'Knitwear'],
    ['Swimwear', 'Swimwear'],
    ['Footwear', 'Footwear'],
    ['Accessories', 'Accessories'],
    ['Dresses', 'Other'],
  ] as const)('a %s style asks in %s', (category, requestCategory) => {
    const draft = quoteRequestDraft(
      styleContent({ category }),
      3,
      { quantity: 10, deadline: null },
      false,
      attachment,
    );
    expect(draft.category).toBe(requestCategory);
  });

  it('the quantity, deadline, target price (the cost sheet FOB), the PDF, a draft', () => {
    // styleContent's FOB: 1.8 m × 1.05 × 450 = 851 + 7 × 12 = 84 → 935, + CMT 900 + overhead 100.
    const draft = quoteRequestDraft(
      styleContent(),
      3,
      { quantity: 1_000, deadline: '2027-01-15' },
      false,
      attachment,
    );
    expect(draft).toMatchObject({
      title: PLM_QUOTE_MESSAGES.requestTitle('AT-1001', 'Poplin shirt', 3),
      quantity: '1000 units',
      deadline: '2027-01-15',
      budget: PLM_QUOTE_MESSAGES.requestBudget('$19.35'),
      budgetMax: 19_350,
      budgetCurrency: 'USD',
      visibility: 'public',
      attachments: [attachment],
      status: 'draft',
      location: '',
    });
    expect(draft.description).toContain('$19.35');
  });

  it('a confidential style asks confidentially', () => {
    const draft = quoteRequestDraft(
      styleContent(),
      1,
      { quantity: 1, deadline: null },
      true,
      attachment,
    );
    expect(draft.visibility).toBe('confidential');
  });
});
