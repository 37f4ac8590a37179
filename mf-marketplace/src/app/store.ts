import { combineSlices } from '@reduxjs/toolkit';
import { createAreaStore, type ApiExtra } from '@atelier/shared-ui';
import { SAVED_JOBS_STORAGE_KEY } from '../features/jobs/model/constants';
import { jobBoardSlice } from '../features/jobs/model/jobBoardSlice';
import { savedJobsSlice } from '../features/jobs/model/savedJobsSlice';
import { FAVOURITES_STORAGE_KEY } from '../features/marketplace/model/constants';
import { favouritesSlice } from '../features/marketplace/model/favouritesSlice';
import { marketplaceListingSlice } from '../features/marketplace/model/marketplaceListingSlice';
import { browserStorage, readStoredIds, writeStoredIds } from '../lib/persistedIds';
import { api } from '../lib/api';

const rootReducer = combineSlices(
  api,
  marketplaceListingSlice,
  favouritesSlice,
  jobBoardSlice,
  savedJobsSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** Where favourites and saved jobs are kept; the browser's local storage by default. */
  storage?: Storage | null;
  /** A fresh access token for auth-service (the shell's props); none by default (a visitor). */
  getAccessToken?: () => Promise<string | null>;
  /** How requests reach auth-service; the browser's `fetch` by default (tests: a fake server). */
  fetchFn?: ApiExtra['fetchFn'];
}

/**
 * One store per mount of the area: the API cache, and the client state of the listing and the
 * board (filters, sort, page), so that coming back from a product page finds them as left.
 * A visitor's favourite products and saved jobs start from local storage and are written back
 * on change.
 */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const store = createAreaStore({
    reducer: rootReducer,
    middleware: [api.middleware],
    extra: {
      ...(options.getAccessToken === undefined ? {} : { getAccessToken: options.getAccessToken }),
      ...(options.fetchFn === undefined ? {} : { fetchFn: options.fetchFn }),
    },
    preloadedState: {
      favourites: { productIds: readStoredIds(storage, FAVOURITES_STORAGE_KEY) },
      savedJobs: { jobIds: readStoredIds(storage, SAVED_JOBS_STORAGE_KEY) },
      ...preloadedState,
    },
  });

  let { favourites, savedJobs } = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state.favourites !== favourites) {
      favourites = state.favourites;
      writeStoredIds(storage, FAVOURITES_STORAGE_KEY, favourites.productIds);
    }
    if (state.savedJobs !== savedJobs) {
      savedJobs = state.savedJobs;
      writeStoredIds(storage, SAVED_JOBS_STORAGE_KEY, savedJobs.jobIds);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
