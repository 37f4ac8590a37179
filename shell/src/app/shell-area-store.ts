import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { adminApi, type ShellExtra } from '../features/admin-dashboard/api/adminApi';

/** The store of the shell's own screens: server data through RTK Query, one per mount. */
export function makeShellAreaStore(extra: ShellExtra) {
  return configureStore({
    reducer: combineSlices(adminApi),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(adminApi.middleware),
  });
}
