import { authServiceApi } from '../../../lib/authServiceApi';

/** `PUT /api/admin/products/:id/featured` (204): the marketplace's featured sort and badge. */
export const setProductFeaturedApi = authServiceApi.injectEndpoints({
  endpoints: (build) => ({
    setProductFeatured: build.mutation<null, { id: string; isFeatured: boolean }>({
      query: ({ id, isFeatured }) => ({
        url: `/admin/products/${encodeURIComponent(id)}/featured`,
        method: 'PUT',
        body: { isFeatured },
      }),
      invalidatesTags: ['MarketplaceProduct'],
    }),
  }),
});

export const { useSetProductFeaturedMutation } = setProductFeaturedApi;
