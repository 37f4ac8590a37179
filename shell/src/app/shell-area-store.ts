import { combineSlices } from '@reduxjs/toolkit';
import { createAreaStore, type ApiExtra } from '@atelier/shared-ui';
import { api } from '../lib/api';

const rootReducer = combineSlices(api);

export type ShellAreaState = ReturnType<typeof rootReducer>;

/**
 * The store of the shell's own screens (the shared `createAreaStore` shape): server data through
 * RTK Query, one per mount. The session lives in the boot store (app/store.ts), not here.
 */
export function makeShellAreaStore(
  preloadedState?: Partial<ShellAreaState>,
  options: Partial<ApiExtra> = {},
) {
  return createAreaStore({
    reducer: rootReducer,
    middleware: [api.middleware],
    extra: options,
    preloadedState,
  });
}
