/**
 * GET /api/me/analytics: profile and product views counted by visitors (never by the owner),
 * totals for everyone, views per day only for a Pro member.
 */
import type { MyAnalytics, Product } from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { dayOf } from '../../../src/modules/analytics/days';
import { startTestApp, type TestApp } from '../../helper';
import { BACKENDS } from '../../support/databases';
import { signedInUser, type FakeKeycloak } from '../../support/keycloak';
import { givePayoutAccount } from '../../support/payouts';
import { validProfile } from '../../support/profiles';
import { smallPdf, smallPng, uploadThroughTus } from '../../support/uploads';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe.each(BACKENDS)('analytics on %s', (_name, open) => {
  let testApp: TestApp;
  let keycloak: FakeKeycloak;
  let app: App;

  beforeAll(async () => {
    testApp = await startTestApp({ storagePrefix: 'atelier-analytics-', database: open });
    ({ app, keycloak } = testApp);
  });
  afterAll(() => testApp.close());

  /** A freelancer with a public profile and one published product. */
  async function freelancerWithProduct() {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    await givePayoutAccount(app, user.id);
    const username = `views-${user.id.slice(0, 8)}`;
    await app.inject({
      method: 'PUT',
      url: '/api/me/public-profile',
      headers: user.headers,
      payload: validProfile({ username }),
    });
    const image = await uploadThroughTus(app, user.headers, 'image', 'a.png', await smallPng());
    const file = await uploadThroughTus(app, user.headers, 'product-file', 'a.pdf', smallPdf());
    const created = await app.inject({
      method: 'POST',
      url: '/api/catalogue/products',
      headers: user.headers,
      payload: {
        title: 'Denim Jacket Tech Pack',
        description: 'A complete tech pack.',
        category: 'Design Templates',
        price: 2900,
        productType: 'ready-made',
        status: 'published',
        images: [{ key: image, name: 'a.png', size: 1 }],
        files: [{ key: file, name: 'a.pdf', size: 1, type: 'application/pdf' }],
      },
    });
    expect(created.statusCode).toBe(201);
    return { user, username, productId: created.json<Product>().id };
  }

  async function look(viewer: User | undefined, username: string, productId: string) {
    const headers = viewer?.headers ?? {};
    expect((await app.inject({ url: `/api/profiles/${username}`, headers })).statusCode).toBe(200);
    const product = await app.inject({ url: `/api/catalogue/products/${productId}`, headers });
    expect(product.statusCode).toBe(200);
  }

  const analytics = (user: User, query = '') =>
    app.inject({ url: `/api/me/analytics${query}`, headers: user.headers });

  it("counts visitors' views once a day each, not the owner's; a Starter member gets totals without days", async () => {
    const { user, username, productId } = await freelancerWithProduct();
    const visitor = await signedInUser(keycloak, { roles: ['client'] });
    await look(undefined, username, productId);
    await look(visitor, username, productId);
    // The same reader again the same day (signed in, or the same visitor's address): not counted.
    await look(visitor, username, productId);
    await look(undefined, username, productId);
    await look(user, username, productId);

    const response = await analytics(user);
    expect(response.statusCode).toBe(200);
    expect(response.json<MyAnalytics>()).toEqual({
      isPro: false,
      totals: { profileViews: 2, productViews: 2 },
      days: null,
    });
  });

  it('answers a Pro member every day of the window, today with its views', async () => {
    const { user, username, productId } = await freelancerWithProduct();
    await app.db.query(
      `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
       VALUES ($1, $2, $3, 'active')`,
      [user.id, `sub_${user.id}`, `cus_${user.id}`],
    );
    await look(undefined, username, productId);
    const result = (await analytics(user, '?days=7')).json<MyAnalytics>();
    expect(result.isPro).toBe(true);
    expect(result.days).toHaveLength(7);
    expect(result.days?.at(-1)).toEqual({
      day: dayOf(new Date()),
      profileViews: 1,
      productViews: 1,
    });
    expect(result.days?.slice(0, 6).every((day) => day.profileViews === 0)).toBe(true);
  });

  it('answers zeros to a user without a profile, bounds the window, and needs a sign-in', async () => {
    const client = await signedInUser(keycloak, { roles: ['client'] });
    expect((await analytics(client)).json<MyAnalytics>().totals).toEqual({
      profileViews: 0,
      productViews: 0,
    });
    expect((await analytics(client, '?days=6')).statusCode).toBe(400);
    expect((await analytics(client, '?days=91')).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/me/analytics' })).statusCode).toBe(401);
  });
});
