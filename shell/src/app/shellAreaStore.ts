import { combineSlices } from '@reduxjs/toolkit';
import { areaStoreMaker } from '@atelier/shared-ui';
import { api } from '../lib/api';

const rootReducer = combineSlices(api);

export type ShellAreaState = ReturnType<typeof rootReducer>;

/**
 * The store of the shell's own screens (the shared area-store shape): server data through RTK
 * Query, one per mount. The session lives in the boot store (app/store.ts), not here.
 */
export const makeShellAreaStore = areaStoreMaker(rootReducer, [api.middleware]);
