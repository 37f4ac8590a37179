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
  ['/api/directory', 'offset'],
] as const;

describe('non-finite integers in a query', () => {
  it.each(
    PUBLIC_LISTS.flatMap(([url, name]) =>
      ['1e400', 'Infinity', '-Infinity', 'NaN'].map((value) => [url, name, value] as const),
    ),
  )('%s?%s=%s answers 400 naming the parameter', async (url, name, value) => {
    const response = await app.inject({ method: 'GET', url: `${url}?${name}=${value}` });
    expect({ status: response.statusCode, body: response.body }).toEqual({
      status: 400,
      body: expect.stringContaining(name),
    });
  });
});

describe('signed in: the seller lists and the payments history', () => {
  it.each([
    '/api/orders/selling?page=1e400',
    '/api/payments/transactions?page=1e400',
    '/api/payments/transactions.csv?page=-Infinity',
  ])('%s answers 400 naming page', async (url) => {
    const user = await signedInUser(testApp.keycloak, { roles: ['freelancer'] });
    const response = await app.inject({ method: 'GET', url, headers: user.headers });
    expect({ status: response.statusCode, body: response.body }).toEqual({
      status: 400,
      body: expect.stringContaining('page'),
    });
  });

  it.each(['/api/payments/transactions', '/api/payments/transactions.csv'])(
    '%s?from=0000-01-01 (no year 0 in PostgreSQL) answers 400 naming from',
    async (url) => {
      const user = await signedInUser(testApp.keycloak, { roles: ['freelancer'] });
      const response = await app.inject({
        method: 'GET',
        url: `${url}?from=0000-01-01&to=0000-12-31`,
        headers: user.headers,
      });
      expect({ status: response.statusCode, body: response.body }).toEqual({
        status: 400,
        body: expect.stringContaining('from'),
      });
    },
  );
});
