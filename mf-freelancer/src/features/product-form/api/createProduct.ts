import type { CreateProductBody, Product } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `POST /api/catalogue/products`: 201 with the product. */
export const createProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    createProduct: build.mutation<Product, CreateProductBody>({
      query: (body) => ({ url: '/catalogue/products', method: 'POST', body }),
      invalidatesTags: ['MyProduct'],
    }),
  }),
});

export const { useCreateProductMutation } = createProductApi;
