// Tests only: the area's store talking to an in-memory API (`fetchFn`, the network's edge), for
// a feature's component rendered alone.
import type { FetchLike } from '@atelier/shared-ui';
import { makeStore } from '../app/store';

export const storeWithApi = (fetchFn: FetchLike) =>
  makeStore(undefined, { fetchFn, getAccessToken: () => Promise.resolve('test-token') });
