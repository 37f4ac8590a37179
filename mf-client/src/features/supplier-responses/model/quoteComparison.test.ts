import type { Quote } from '@atelier/api-contract';
import { compareQuotes, isQuoteExpired, landedUnitCost, unitPriceAt } from './quoteComparison';

const quote = (overrides: Partial<Quote> = {}): Quote => ({
  tiers: [
    { minQuantity: 100, unitPrice: 500 },
    { minQuantity: 1000, unitPrice: 400 },
    { minQuantity: 5000, unitPrice: 350 },
  ],
  moq: 100,
  sampleCost: 10000,
  sampleLeadTimeDays: 7,
  productionLeadTimeDays: 30,
  toolingCost: 40000,
  incoterm: 'FOB',
  validUntil: '2026-12-31',
  certifications: [],
  ...overrides,
});

describe('unitPriceAt', () => {
  it.each([
    [50, 500], // below the first tier: the first tier's price
    [100, 500],
    [999, 500],
    [1000, 400],
    [4999, 400],
    [5000, 350],
    [1_000_000, 350],
  ])('at %d units costs %d cents', (quantity, price) => {
    expect(unitPriceAt(quote(), quantity)).toBe(price);
  });
});

describe('landedUnitCost', () => {
  it.each([
    // unit price + (tooling 40000 + samples 10000) / quantity
    [1000, 400 + 50],
    [5000, 350 + 10],
    [100, 500 + 500],
    [0, 500 + 50000], // no quantity yet: spread over one unit
  ])('at %d units is %d cents', (quantity, cost) => {
    expect(landedUnitCost(quote(), quantity)).toBe(cost);
  });
});

describe('isQuoteExpired', () => {
  it.each([
    ['2026-12-30', false],
    ['2026-12-31', false], // valid through its date
    ['2027-01-01', true],
  ])('on %s: %s', (today, expired) => {
    expect(isQuoteExpired(quote(), today)).toBe(expired);
  });
});

describe('compareQuotes', () => {
  const cheapTooling = quote({ toolingCost: 0, sampleCost: 0, productionLeadTimeDays: 45 });
  const fast = quote({
    tiers: [{ minQuantity: 500, unitPrice: 380 }],
    moq: 500,
    sampleLeadTimeDays: 14,
    productionLeadTimeDays: 20,
  });
  const expired = quote({ tiers: [{ minQuantity: 1, unitPrice: 1 }], validUntil: '2026-01-01' });

  it('marks the lowest of each column among valid quotes; expired ones are never best', () => {
    const rows = compareQuotes(
      [
        { id: 'a', quote: quote() },
        { id: 'b', quote: cheapTooling },
        { id: 'c', quote: fast },
        { id: 'x', quote: expired },
      ],
      1000,
      '2026-11-22',
    );
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId.a?.landedUnitCost).toBe(450);
    expect(byId.b?.landedUnitCost).toBe(400);
    expect(byId.c?.landedUnitCost).toBe(430);
    expect(byId.b?.best).toEqual([
      'landedUnitCost',
      'moq',
      'sampleCost',
      'sampleLeadTimeDays',
      'toolingCost',
    ]);
    expect(byId.c?.best).toEqual(['unitPrice', 'productionLeadTimeDays']);
    // Ties are all best (a and b share the MOQ and the sample lead time).
    expect(byId.a?.best).toEqual(['moq', 'sampleLeadTimeDays']);
    expect(byId.x).toMatchObject({ expired: true, best: [] });
  });

  it('flags a quantity below a quote’s MOQ', () => {
    const [row] = compareQuotes([{ id: 'c', quote: fast }], 200, '2026-11-22');
    expect(row).toMatchObject({ belowMoq: true, unitPrice: 380 });
  });

  it('marks nothing with a single valid quote', () => {
    const rows = compareQuotes([{ id: 'a', quote: quote() }], 1000, '2026-11-22');
    expect(rows[0]?.best).toEqual([]);
  });
});
