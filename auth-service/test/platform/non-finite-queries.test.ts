/**
 * Issue 36, item 7: integer query parameters that are not finite numbers (`1e400`, `Infinity`)
 * are refused with 400 naming the parameter, signed out and signed in, never a 500.
 */
import type { App } from '../../src/app';
import { startTestApp, type TestApp } from '../helper';
import { signedInUser } from '../support/keycloak';

let testApp: TestApp;
let app: App;

beforeAll(async () => {
  testApp = await startTestApp({ storagePrefix: 'atelier-nonfinite-' });
  ({ app } = testApp);
});
afterAll(() => testApp.close());

const PUBLIC_LISTS = [
  ['/api/catalogue/products', 'page'],
  ['/api/jobs', 'page'],
  ['/api/directory', 'page'],
] as const;

describe('non-finite integers in a query', () => {
  it.each(
    PUBLIC_LISTS.flatMap(([url, name]) =>
      ['1e400', 'Infinity', '-Infinity', 'NaN'].map((value) => [url, name, value] as const),
    ),
  )('%s?%s=%s answers 400 naming the parameter', async (url, name, value) => {
    const response = await app.inject({ method: 'GET', url: `${url}?${name}=${value}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(
      new RegExp(`^querystring/${name} must be`),
    );
  });
});

describe('signed in: the admin list, the seller lists and the payments history', () => {
  it.each(['limit=1e400', 'offset=Infinity', 'offset=-Infinity'])(
    '/api/admin/users?%s answers 400 naming the parameter',
    async (query) => {
      const admin = await signedInUser(testApp.keycloak, { roles: ['admin'] });
      const response = await app.inject({
        method: 'GET',
        url: `/api/admin/users?${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(
        new RegExp(`^querystring/${query.split('=')[0] ?? ''} must be`),
      );
    },
  );

  it.each(['/api/orders/selling?page=1e400', '/api/payments/transactions?page=1e400'])(
    '%s answers 400 naming page',
    async (url) => {
      const user = await signedInUser(testApp.keycloak, { roles: ['freelancer'] });
      const response = await app.inject({ method: 'GET', url, headers: user.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(
        /^querystring\/page must be a finite number/,
      );
    },
  );

  it.each(['/api/payments/transactions', '/api/payments/transactions.csv'])(
    '%s?from=0000-01-01 (no year 0 in PostgreSQL) answers 400 naming from',
    async (url) => {
      const user = await signedInUser(testApp.keycloak, { roles: ['freelancer'] });
      const response = await app.inject({
        method: 'GET',
        url: `${url}?from=0000-01-01&to=0000-12-31`,
        headers: user.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(
        /^querystring\/from must match pattern/,
      );
    },
  );
});
