import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Products the visitor marked as favourite; kept locally (spec 001, marketplace listing). */
export interface FavouritesState {
  productIds: string[];
}

const initialState: FavouritesState = { productIds: [] };

export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {
    favouriteToggled(state, action: PayloadAction<string>) {
      const index = state.productIds.indexOf(action.payload);
      if (index === -1) state.productIds.push(action.payload);
      else state.productIds.splice(index, 1);
    },
  },
  selectors: {
    selectFavouriteProductIds: (state) => state.productIds,
    selectIsFavourite: (state, productId: string) => state.productIds.includes(productId),
  },
});

export const { favouriteToggled } = favouritesSlice.actions;
export const { selectFavouriteProductIds, selectIsFavourite } = favouritesSlice.selectors;
