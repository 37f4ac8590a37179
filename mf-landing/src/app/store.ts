import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { plansApi } from '../features/pricing/api/plansApi';
import { waitlistApi } from '../features/waitlist/api/waitlistApi';

// Server data only: each feature's RTK Query slice. The landing page has no client state worth
// a slice of its own.
const rootReducer = combineSlices(plansApi, waitlistApi);

export type RootState = ReturnType<typeof rootReducer>;

/** A store per mount of the area (CONVENTIONS.md): nothing is shared between two mounts. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(plansApi.middleware, waitlistApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
