import { combineSlices } from '@reduxjs/toolkit';
import { areaStoreMaker } from '@atelier/shared-ui';
import { api } from '../lib/api';

// Server data only: the features' endpoints, injected into the one API slice. The landing page
// has no client state worth a slice of its own.
const rootReducer = combineSlices(api);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A store per mount of the area (docs/conventions.md, "Redux Toolkit"): nothing is shared
 * between two mounts. Its requests are a visitor's (the plan catalogue and the waitlist are
 * public).
 */
export const makeStore = areaStoreMaker(rootReducer, [api.middleware]);

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
