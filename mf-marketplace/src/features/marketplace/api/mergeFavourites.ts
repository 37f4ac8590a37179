import type { Favourites, MergeFavouritesBody } from '@atelier/api-contract';
import { api } from '../../../lib/api';
import { getFavouritesApi } from './getFavourites';

/** `POST /api/catalogue/me/favourites/merge`: the browser's favourites join the account's. */
export const mergeFavouritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    mergeFavourites: build.mutation<Favourites, MergeFavouritesBody>({
      query: (body) => ({ url: '/catalogue/me/favourites/merge', method: 'POST', body }),
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data !== undefined) {
          void dispatch(getFavouritesApi.util.upsertQueryData('getFavourites', undefined, data));
        }
      },
    }),
  }),
});

export const { useMergeFavouritesMutation } = mergeFavouritesApi;
