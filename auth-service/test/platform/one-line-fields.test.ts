/**
 * Issue 36, item 9: one-line fields (titles, names, places) refuse a line feed or a carriage
 * return like the other control characters, with the field named; multi-line fields keep them.
 */
import type { App } from '../../src/app';
import { ONE_LINE_MESSAGE } from '../../src/platform/errors';
import { startTestApp, type TestApp } from '../helper';
import { aPosting } from '../support/jobs';
import { signedInUser } from '../support/keycloak';

let testApp: TestApp;
let app: App;

beforeAll(async () => {
  testApp = await startTestApp({ storagePrefix: 'atelier-one-line-' });
  ({ app } = testApp);
});
afterAll(() => testApp.close());

const product = (title: string, description = 'A tech pack.') => ({
  title,
  description,
  category: 'Technical Resources',
  price: 2900,
  productType: 'ready-made',
  tags: [],
  status: 'draft',
  images: [],
  files: [],
});

describe('one-line fields', () => {
  it.each(['Denim\nJacket', 'Denim\rJacket', 'Denim\r\nJacket'])(
    'a product title %j is refused with 400 naming the title',
    async (title) => {
      const seller = await signedInUser(testApp.keycloak, { roles: ['freelancer'] });
      const response = await app.inject({
        method: 'POST',
        url: '/api/catalogue/products',
        headers: seller.headers,
        payload: product(title),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(`body/title ${ONE_LINE_MESSAGE}`);
    },
  );

  it("a job's title, company and location are one line", async () => {
    const client = await signedInUser(testApp.keycloak, { roles: ['client'] });
    for (const field of ['title', 'company', 'location'] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: client.headers,
        payload: aPosting({ [field]: 'Two\nlines' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        `body/${field} ${ONE_LINE_MESSAGE}`,
      );
    }
  });

  it("a product's description keeps its line breaks (a multi-line field): the schema takes it", async () => {
    const seller = await signedInUser(testApp.keycloak, { roles: ['freelancer'] });
    const response = await app.inject({
      method: 'POST',
      url: '/api/catalogue/products',
      headers: seller.headers,
      payload: product('Denim Jacket', 'First line.\r\nSecond line.'),
    });
    // Past the schema: the next refusal is the product form's own (a draft still needs an image).
    expect(response.json<{ message: string }>().message).toBe(
      'Please upload at least one preview image.',
    );
  });
});
