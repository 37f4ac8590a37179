import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Jobs a visitor saved with the heart button, kept in this browser until they sign in. */
export interface SavedJobsState {
  jobIds: string[];
}

const initialState: SavedJobsState = { jobIds: [] };

export const savedJobsSlice = createSlice({
  name: 'savedJobs',
  initialState,
  reducers: {
    jobSaveToggled(state, action: PayloadAction<string>) {
      const index = state.jobIds.indexOf(action.payload);
      if (index === -1) state.jobIds.push(action.payload);
      else state.jobIds.splice(index, 1);
    },
    /** The browser's saved jobs joined the account. */
    savedJobsCleared(state) {
      state.jobIds = [];
    },
  },
  selectors: {
    selectSavedJobIds: (state) => state.jobIds,
    selectIsJobSaved: (state, jobId: string) => state.jobIds.includes(jobId),
  },
});

export const { jobSaveToggled, savedJobsCleared } = savedJobsSlice.actions;
export const { selectSavedJobIds, selectIsJobSaved } = savedJobsSlice.selectors;
