import type { Favourites } from '@atelier/api-contract';
import { api } from '../../../lib/api';

/** `GET /api/catalogue/me/favourites`: the signed-in user's favourite products. */
export const getFavouritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFavourites: build.query<Favourites, undefined>({
      query: () => ({ url: '/catalogue/me/favourites' }),
      providesTags: ['Favourites'],
    }),
  }),
});

export const { useGetFavouritesQuery } = getFavouritesApi;
