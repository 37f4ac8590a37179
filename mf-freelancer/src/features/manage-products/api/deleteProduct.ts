import { api } from '../../../lib/api';

/** Deletes one of the caller's products (204). */
export const deleteProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteProduct: build.mutation<null, string>({
      query: (productId) => ({
        url: `/catalogue/products/${encodeURIComponent(productId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, productId) => [
        { type: 'MyProduct', id: productId },
        { type: 'MyProduct', id: 'LIST' },
      ],
    }),
  }),
});

export const { useDeleteProductMutation } = deleteProductApi;
