import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionSnapshot, UserProfile } from '@atelier/shared-ui';

/** The session as the shell knows it (spec 000, section 4: loading, signed out, signed in). */
export interface SessionState {
  snapshot: SessionSnapshot;
  /** Keycloak could not be reached: signing in says so instead of spinning. */
  identityUnavailable: boolean;
  /** auth-service refused the account because its address is not verified yet (issue 21). */
  emailUnverified: boolean;
}

const initialState: SessionState = {
  snapshot: { status: 'loading' },
  identityUnavailable: false,
  emailUnverified: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedOut: (state, action: PayloadAction<{ identityUnavailable?: boolean } | undefined>) => {
      state.snapshot = { status: 'signedOut' };
      state.identityUnavailable = action.payload?.identityUnavailable ?? false;
    },
    /** Signed in; `profile` is null when auth-service could not give it. */
    signedIn: (
      state,
      action: PayloadAction<{
        profile: UserProfile | null;
        isPremium?: boolean;
        /** With a null profile: refused until the address is verified. */
        emailUnverified?: boolean;
      }>,
    ) => {
      state.snapshot = {
        status: 'signedIn',
        profile: action.payload.profile,
        isPremium: action.payload.isPremium ?? false,
      };
      state.identityUnavailable = false;
      state.emailUnverified = action.payload.emailUnverified ?? false;
    },
    profileLoading: (state) => {
      state.snapshot = { status: 'loading' };
    },
  },
  selectors: {
    selectSession: (session) => session.snapshot,
    selectIdentityUnavailable: (session) => session.identityUnavailable,
    selectEmailUnverified: (session) => session.emailUnverified,
  },
});

export const { signedOut, signedIn, profileLoading } = sessionSlice.actions;
export const { selectSession, selectIdentityUnavailable, selectEmailUnverified } =
  sessionSlice.selectors;
