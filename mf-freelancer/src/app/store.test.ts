import { getMyProductsApi } from '../features/manage-products/api/getMyProducts';
import { fakeServer } from '@atelier/shared-ui/test-utils';
import { makeStore } from './store';

const { getMyProducts } = getMyProductsApi.endpoints;

describe('makeStore', () => {
  it("sends each request with the platform's token", async () => {
    const requests = fakeServer(() => ({ status: 200, body: { products: [], total: 0 } }));
    const store = makeStore(undefined, { getAccessToken: () => Promise.resolve('token-1') });
    await store.dispatch(getMyProducts.initiate(undefined));
    expect(requests).toEqual([
      expect.objectContaining({
        url: '/api/catalogue/me/products',
        authorization: 'Bearer token-1',
      }),
    ]);
  });

  it('gives each mount a cache of its own', async () => {
    fakeServer(() => ({ status: 200, body: { products: [], total: 0 } }));
    const first = makeStore(undefined, { getAccessToken: () => Promise.resolve('token-1') });
    await first.dispatch(getMyProducts.initiate(undefined));
    const second = makeStore(undefined, { getAccessToken: () => Promise.resolve('token-2') });
    expect(getMyProducts.select(undefined)(first.getState()).status).toBe('fulfilled');
    expect(getMyProducts.select(undefined)(second.getState()).status).toBe('uninitialized');
  });
});
