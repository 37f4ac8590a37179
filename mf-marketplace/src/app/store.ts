import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { SAVED_JOBS_STORAGE_KEY } from '../features/jobs/model/constants';
import { jobBoardSlice } from '../features/jobs/model/jobBoardSlice';
import { savedJobsSlice } from '../features/jobs/model/savedJobsSlice';
import { FAVOURITES_STORAGE_KEY } from '../features/marketplace/model/constants';
import { favouritesSlice } from '../features/marketplace/model/favouritesSlice';
import { marketplaceListingSlice } from '../features/marketplace/model/marketplaceListingSlice';
import { browserStorage, readStoredIds, writeStoredIds } from '../lib/persistedIds';
import { api, type ApiExtra, type FetchLike } from '../lib/api';

const DEV_CHECK_WARN_AFTER_MS = 250;

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
  fetchFn?: FetchLike;
}

const browserFetch: FetchLike = (url, init) => fetch(url, init);

/**
 * One store per mount of the area: the API cache, and the client state of the listing and the
 * board (filters, sort, page), so that coming back from a product page finds them as left.
 * A visitor's favourite products and saved jobs start from local storage and are written back
 * on change.
 */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const extra: ApiExtra = {
    getAccessToken: options.getAccessToken ?? (() => Promise.resolve(null)),
    fetchFn: options.fetchFn ?? browserFetch,
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      favourites: { productIds: readStoredIds(storage, FAVOURITES_STORAGE_KEY) },
      savedJobs: { jobIds: readStoredIds(storage, SAVED_JOBS_STORAGE_KEY) },
      ...preloadedState,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // Development-only checks; large cached lists make the default 32 ms warning fire on
        // slow machines without anything being wrong.
        immutableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS },
        serializableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS },
      }).concat(api.middleware),
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
