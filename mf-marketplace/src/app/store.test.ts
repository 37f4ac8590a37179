import { SAVED_JOBS_STORAGE_KEY } from '../features/jobs/model/constants';
import { jobSaveToggled } from '../features/jobs/model/savedJobsSlice';
import { FAVOURITES_STORAGE_KEY } from '../features/marketplace/model/constants';
import { favouriteToggled } from '../features/marketplace/model/favouritesSlice';
import { makeStore } from './store';

describe('makeStore', () => {
  afterEach(() => window.localStorage.clear());

  it('starts favourites and saved jobs from local storage', () => {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, '["p-2"]');
    window.localStorage.setItem(SAVED_JOBS_STORAGE_KEY, '["j-3"]');
    const state = makeStore().getState();
    expect(state.favourites.productIds).toEqual(['p-2']);
    expect(state.savedJobs.jobIds).toEqual(['j-3']);
  });

  it('writes them back when they change, and only then', () => {
    const store = makeStore();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    store.dispatch(favouriteToggled('p-1'));
    store.dispatch(jobSaveToggled('j-1'));
    store.dispatch({ type: 'unrelated' });
    expect(setItem.mock.calls).toEqual([
      [FAVOURITES_STORAGE_KEY, '["p-1"]'],
      [SAVED_JOBS_STORAGE_KEY, '["j-1"]'],
    ]);
    setItem.mockRestore();
  });

  it('gives each mount its own state', () => {
    const first = makeStore(undefined, { storage: null });
    const second = makeStore(undefined, { storage: null });
    first.dispatch(favouriteToggled('p-1'));
    expect(second.getState().favourites.productIds).toEqual([]);
  });
});
