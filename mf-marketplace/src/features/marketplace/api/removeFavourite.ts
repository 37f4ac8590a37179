import type { Favourites } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { getFavouritesApi } from './getFavourites';

/** `DELETE /api/catalogue/me/favourites/:productId`; the answer is the new list. */
export const removeFavouriteApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeFavourite: build.mutation<Favourites, string>({
      query: (productId) => ({
        url: `/catalogue/me/favourites/${encodeURIComponent(productId)}`,
        method: 'DELETE',
      }),
      onQueryStarted: async (_productId, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data !== undefined) {
          void dispatch(getFavouritesApi.util.upsertQueryData('getFavourites', undefined, data));
        }
      },
    }),
  }),
});

export const { useRemoveFavouriteMutation } = removeFavouriteApi;
