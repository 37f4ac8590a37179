import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from './session/sessionSlice';

// The session store, created at boot. Server data of the shell's own screens lives in the
// shell area's store (app/shellAreaStore.ts), loaded with those screens, not on every page.
const rootReducer = combineSlices(sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
