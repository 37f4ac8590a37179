import type { Favourites } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { getFavouritesApi } from './getFavourites';

/** `PUT /api/catalogue/me/favourites/:productId`; the answer is the new list. */
export const addFavouriteApi = api.injectEndpoints({
  endpoints: (build) => ({
    addFavourite: build.mutation<Favourites, string>({
      query: (productId) => ({
        url: `/catalogue/me/favourites/${encodeURIComponent(productId)}`,
        method: 'PUT',
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

export const { useAddFavouriteMutation } = addFavouriteApi;
