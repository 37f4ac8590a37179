import { PRICING_AUDIENCES, parseCatalogueResponse, parsePlansResponse, type Plan } from './plan';

const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 'freelancer-pro',
  priceId: 'price_freelancer_pro',
  name: 'Freelancer Pro',
  description: 'For working professionals',
  price: 599,
  currency: 'usd',
  interval: 'month',
  mode: 'subscription',
  features: ['Unlimited applications'],
  userType: 'freelancer',
  ...overrides,
});

describe('the pricing tabs', () => {
  it('are Designer/Freelancer, Supplier, Brand/Client, each asking its role', () => {
    expect(PRICING_AUDIENCES).toEqual([
      { id: 'freelancer', label: 'Designer/Freelancer' },
      { id: 'supplier', label: 'Supplier' },
      { id: 'client', label: 'Brand/Client' },
    ]);
  });
});

describe('parsePlansResponse', () => {
  it('returns the plans, cheapest first', () => {
    const starter = plan({
      id: 'freelancer-starter',
      priceId: null,
      name: 'Freelancer Starter',
      price: 0,
    });
    expect(parsePlansResponse({ plans: [plan(), starter] })).toEqual([starter, plan()]);
  });

  it('accepts an empty catalogue', () => {
    expect(parsePlansResponse({ plans: [] })).toEqual([]);
  });

  it.each([
    ['no body', null],
    ['no plans list', { data: [] }],
    ['plans not a list', { plans: {} }],
  ])('refuses %s', (_, body) => {
    expect(() => parsePlansResponse(body)).toThrow('no plans list');
  });

  it.each([
    ['a price in dollars', { price: 5.99 }],
    ['a negative price', { price: -1 }],
    ['a price as text', { price: '599' }],
    ['another currency', { currency: 'eur' }],
    ['a yearly interval', { interval: 'year' }],
    ['a one-off payment', { mode: 'payment' }],
    ['an unknown audience', { userType: 'admin' }],
    ['features not all text', { features: ['a', 2] }],
    ['no name', { name: undefined }],
    ['no price id', { priceId: undefined }],
    ['a price id that is not text', { priceId: 42 }],
  ])('refuses a plan with %s', (_, overrides) => {
    expect(() => parsePlansResponse({ plans: [{ ...plan(), ...overrides }] })).toThrow(
      'malformed plan',
    );
  });
});

describe('parseCatalogueResponse', () => {
  it.each([
    ['off', { plans: [plan()], payments: 'off' }, 'off'],
    ['available', { plans: [plan()], payments: 'available' }, 'available'],
    ['missing (an older service)', { plans: [plan()] }, 'available'],
    ['unknown', { plans: [plan()], payments: 'maybe' }, 'available'],
  ])('reads payments %s', (_, body, payments) => {
    expect(parseCatalogueResponse(body)).toEqual({ plans: [plan()], payments });
  });
});
