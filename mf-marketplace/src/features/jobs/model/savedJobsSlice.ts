import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Jobs the visitor saved with the heart button; kept locally. */
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
  },
  selectors: {
    selectSavedJobIds: (state) => state.jobIds,
    selectIsJobSaved: (state, jobId: string) => state.jobIds.includes(jobId),
  },
});

export const { jobSaveToggled } = savedJobsSlice.actions;
export const { selectSavedJobIds, selectIsJobSaved } = savedJobsSlice.selectors;
