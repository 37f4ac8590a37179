import type { App } from '../../../src/app';
import { DEFAULT_CONFIG } from '../../../src/config';
import { PLAN_AUDIENCES, allPlans, plansFor, type Plan } from '../../../src/modules/billing/plans';
import { build } from '../../helper';

describe('plan catalogue', () => {
  it.each([
    ['freelancer', 'Freelancer Starter', 'Freelancer Pro', 599],
    ['client', 'Brand Starter', 'Brand Pro', 899],
    ['supplier', 'Supplier Starter', 'Supplier Pro', 1599],
  ] as const)(
    '%s: a free Starter and a Pro at %s cents a month',
    (audience, starter, pro, cents) => {
      const plans = plansFor(audience, DEFAULT_CONFIG.stripePrices);
      expect(plans.map(({ name, price, priceId }) => ({ name, price, priceId }))).toEqual([
        { name: starter, price: 0, priceId: null },
        { name: pro, price: cents, priceId: `price_${audience}_pro_sandbox` },
      ]);
      for (const plan of plans) {
        expect(plan).toMatchObject({
          currency: 'usd',
          interval: 'month',
          mode: 'subscription',
          userType: audience,
        });
        expect(plan.description.length).toBeGreaterThan(0);
      }
    },
  );

  it('carries the spec’s feature lists', () => {
    const features = (id: string) =>
      allPlans(DEFAULT_CONFIG.stripePrices).find((plan) => plan.id === id)?.features;
    expect(features('freelancer-starter')).toEqual([
      'Public portfolio',
      'Apply to 1 project per month',
      'Basic search visibility',
      'Ratings and messages',
    ]);
    expect(features('supplier-pro')).toEqual([
      'Unlimited project replies',
      'Featured in listings',
      'Verified Supplier badge',
      'Upload service catalog',
      'Priority access to big orders',
      'Direct inquiries',
      'Future PLM integration',
    ]);
    expect(features('client-pro')).toEqual([
      'Unlimited job posts and contacts',
      'Dashboard and shortlist tools',
      'AI-powered matches',
      'Priority support',
      'Future PLM features',
    ]);
  });

  it('has unique plan ids and price ids', () => {
    const plans = allPlans(DEFAULT_CONFIG.stripePrices);
    expect(plans).toHaveLength(PLAN_AUDIENCES.length * 2);
    expect(new Set(plans.map((plan) => plan.id)).size).toBe(plans.length);
    const priceIds = plans.map((plan) => plan.priceId).filter((id) => id !== null);
    expect(new Set(priceIds).size).toBe(priceIds.length);
  });
});

describe('GET /api/plans', () => {
  let app: App;
  beforeAll(async () => {
    app = await build({
      config: {
        stripePrices: { ...DEFAULT_CONFIG.stripePrices, clientPro: 'price_1QLiveClientPro' },
      },
    });
  });
  afterAll(() => app.close());

  it('answers the plans of the audience, with price ids from configuration', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/plans?role=client' });
    expect(response.statusCode).toBe(200);
    const { plans } = response.json<{ plans: Plan[] }>();
    expect(plans).toEqual(
      plansFor('client', { ...DEFAULT_CONFIG.stripePrices, clientPro: 'price_1QLiveClientPro' }),
    );
    expect(plans[1]?.priceId).toBe('price_1QLiveClientPro');
  });

  it.each([
    [
      '/api/plans?role=admin',
      'querystring/role must be equal to one of the allowed values: freelancer, client, supplier',
    ],
    ['/api/plans', "querystring must have required property 'role'"],
  ])('answers 400 for %s', async (url, message) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message });
  });
});
