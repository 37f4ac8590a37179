import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionSnapshot } from '@atelier/shared-ui';

/** The session as the shell knows it (spec 000, section 4: loading, signed out, signed in). */
export type SessionState = SessionSnapshot;

const initialState = { status: 'loading' } as SessionState;

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionResolved: (_state, action: PayloadAction<SessionSnapshot>) => action.payload,
  },
  selectors: {
    selectSession: (session) => session,
  },
});

export const { sessionResolved } = sessionSlice.actions;
export const { selectSession } = sessionSlice.selectors;
