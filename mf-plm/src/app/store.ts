import { combineSlices } from '@reduxjs/toolkit';
import { areaStoreMaker } from '@atelier/shared-ui';
import { api } from '../lib/api';

// Server data only: the features' endpoints, injected into the one API slice.
const rootReducer = combineSlices(api);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The area's store, one per mount (App): the API cache of every feature's endpoints, whose
 * requests carry the shell's access token (`options.getAccessToken`, the platform's props).
 */
export const makeStore = areaStoreMaker(rootReducer, [api.middleware]);

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
