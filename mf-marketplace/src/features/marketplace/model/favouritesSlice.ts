import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * A visitor's favourite products, kept in this browser (spec 001, marketplace listing). A
 * signed-in user's are kept on the server; at sign-in these are merged there, then cleared.
 */
export interface FavouritesState {
  productIds: string[];
}

const initialState: FavouritesState = { productIds: [] };

// Catalogue ids are UUIDs; anything else in local storage (the old sample data's ids) would make
// the server refuse the whole merge, so only UUIDs are sent.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids of `productIds` the catalogue can know, each once. */
export const mergeableProductIds = (productIds: readonly string[]): string[] => [
  ...new Set(productIds.filter((id) => UUID.test(id))),
];

export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {
    favouriteToggled(state, action: PayloadAction<string>) {
      const index = state.productIds.indexOf(action.payload);
      if (index === -1) state.productIds.push(action.payload);
      else state.productIds.splice(index, 1);
    },
    /** After the merge into the account: the browser keeps none. */
    favouritesCleared(state) {
      state.productIds = [];
    },
  },
  selectors: {
    selectFavouriteProductIds: (state) => state.productIds,
    selectIsFavourite: (state, productId: string) => state.productIds.includes(productId),
  },
});

export const { favouriteToggled, favouritesCleared } = favouritesSlice.actions;
export const { selectFavouriteProductIds, selectIsFavourite } = favouritesSlice.selectors;
