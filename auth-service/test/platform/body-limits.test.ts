/**
 * Issue 36, item 8: a route's body limit follows the largest body its schema accepts, in bytes
 * (4 a character), instead of refusing with 413 text the schema allows.
 */
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { App } from '../../src/app';
import { BODY_LIMITS, largestJsonBytes } from '../../src/platform/json-body';
import { startTestApp, type TestApp } from '../helper';
import { signedInUser } from '../support/keycloak';

describe('largestJsonBytes', () => {
  it('counts every property at its longest, 4 bytes a character', () => {
    const schema = Type.Object({ message: Type.String({ maxLength: 10 }), n: Type.Integer() });
    // {"message":<42>,"n":<24>}
    expect(largestJsonBytes(schema)).toBe(2 + (9 + 1 + 42 + 1) + (3 + 1 + 24 + 1));
  });

  it('counts arrays at their maxItems and fixed formats at their length', () => {
    const schema = Type.Array(Type.String({ format: 'uuid' }), { maxItems: 3 });
    expect(largestJsonBytes(schema)).toBe(2 + 3 * (38 + 1));
  });

  it('is unbounded (undefined) when a string or an array has no limit', () => {
    expect(largestJsonBytes(Type.Object({ text: Type.String() }))).toBeUndefined();
    expect(largestJsonBytes(Type.Array(Type.Integer()))).toBeUndefined();
  });
});

describe('routes take the largest body their schema allows', () => {
  let testApp: TestApp;
  let app: App;
  beforeAll(async () => {
    testApp = await startTestApp({ storagePrefix: 'atelier-body-limits-' });
    ({ app } = testApp);
  });
  afterAll(() => testApp.close());

  it("a 3,000-character delivery message (of 5,000) reaches the order's rules, not a 413", async () => {
    const seller = await signedInUser(testApp.keycloak, { roles: ['freelancer'] });
    const payload = { message: 'x'.repeat(3000), files: [] };
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(BODY_LIMITS.default);
    const response = await app.inject({
      method: 'POST',
      url: `/api/orders/${randomUUID()}/deliveries`,
      headers: seller.headers,
      payload,
    });
    // Nobody's order: 404, the answer a stranger gets (it was 413 at the 2 KiB default).
    expect(response.statusCode).toBe(404);
  });

  it('a review of 680 CJK characters (of 1,000) reaches the review rules, not a 413', async () => {
    const buyer = await signedInUser(testApp.keycloak, { roles: ['client'] });
    const payload = { rating: 5, comment: '縫'.repeat(680) };
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(BODY_LIMITS.default);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/catalogue/products/${randomUUID()}/reviews/mine`,
      headers: buyer.headers,
      payload,
    });
    expect(response.statusCode).toBe(404);
  });

  it('a body over the largest its schema allows is still refused with 413', async () => {
    const buyer = await signedInUser(testApp.keycloak, { roles: ['client'] });
    const response = await app.inject({
      method: 'PUT',
      url: `/api/catalogue/products/${randomUUID()}/reviews/mine`,
      headers: buyer.headers,
      payload: { rating: 5, comment: 'x'.repeat(200_000) },
    });
    expect(response.statusCode).toBe(413);
  });
});
