import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authServiceApi, type ShellExtra } from '../lib/authServiceApi';

/** The store of the shell's own screens: server data through RTK Query, one per mount. */
export function makeShellAreaStore(extra: ShellExtra) {
  return configureStore({
    reducer: combineSlices(authServiceApi),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(authServiceApi.middleware),
  });
}
