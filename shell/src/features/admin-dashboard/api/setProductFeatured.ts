import { api } from '../../../lib/api';

/** `PUT /api/admin/products/:id/featured` (204): the marketplace's featured sort and badge. */
export const setProductFeaturedApi = api.injectEndpoints({
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
