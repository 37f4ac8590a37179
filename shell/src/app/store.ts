import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from './session/sessionSlice';

const rootReducer = combineSlices(sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
