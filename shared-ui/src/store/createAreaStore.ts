/**
 * The one shape of an area's store (docs/conventions.md, "Redux Toolkit": `makeStore`): each app's
 * `app/store.ts` calls this with its reducer (RTK Query slices and client-state slices, combined
 * with `combineSlices`) and its API slices' middleware; `RootState` and `AppDispatch` are inferred
 * from it. The thunk's extra argument is what `authServiceBaseQuery` reads: the access token.
 */
import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import type { ApiExtra } from '../api/apiClient';

/** Development-only checks warn past this; large cached lists pass 32 ms on slow machines. */
const DEV_CHECK_WARN_AFTER_MS = 250;

export interface AreaStoreOptions<S> {
  reducer: Reducer<S, { type: string }, Partial<S>>;
  /** The middleware of the area's API slices (`api.middleware`). */
  middleware?: readonly Middleware[];
  /** How the API slices reach auth-service; without `getAccessToken`, as a visitor (no token). */
  extra?: Partial<ApiExtra>;
  preloadedState?: Partial<S>;
}

const asVisitor = () => Promise.resolve(null);

export function createAreaStore<S>({
  reducer,
  middleware = [],
  extra = {},
  preloadedState,
}: AreaStoreOptions<S>) {
  const extraArgument: ApiExtra = { ...extra, getAccessToken: extra.getAccessToken ?? asVisitor };
  return configureStore({
    reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument },
        immutableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS },
        serializableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS },
      }).concat(middleware),
  });
}

/**
 * An app's `makeStore(preloadedState?, options?)` (redux-templates' shape) for its reducer and
 * its API slices' middleware: `options` are how requests reach auth-service (the platform's
 * `getAccessToken`; tests: a `fetchFn`).
 */
export function areaStoreMaker<S>(
  reducer: AreaStoreOptions<S>['reducer'],
  middleware: readonly Middleware[],
) {
  return (preloadedState?: Partial<S>, options: Partial<ApiExtra> = {}) =>
    createAreaStore({
      reducer,
      middleware,
      extra: options,
      ...(preloadedState === undefined ? {} : { preloadedState }),
    });
}
