import type { MyProducts } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** The signed-in freelancer's own products in every status (`GET /api/catalogue/me/products`). */
export const getMyProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProducts: build.query<MyProducts, undefined>({
      query: () => ({ url: '/catalogue/me/products' }),
      providesTags: (result) => [
        ...(result?.products ?? []).map(({ id }) => ({ type: 'MyProduct' as const, id })),
        { type: 'MyProduct', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetMyProductsQuery } = getMyProductsApi;
