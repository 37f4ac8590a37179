import { combineSlices, createSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { authServiceBaseQuery, type FetchLike } from '../api/apiClient';
import { areaStoreMaker, createAreaStore } from './createAreaStore';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { increment: (state) => ({ value: state.value + 1 }) },
});

const api = createApi({
  reducerPath: 'api',
  baseQuery: authServiceBaseQuery,
  endpoints: (build) => ({
    me: build.query<{ id: string }, undefined>({ query: () => ({ url: '/me' }) }),
  }),
});

describe('createAreaStore', () => {
  it('starts from the preloaded state and runs the reducer', () => {
    const store = createAreaStore({
      reducer: combineSlices(counter, api),
      middleware: [api.middleware],
      preloadedState: { counter: { value: 4 } },
    });
    store.dispatch(counter.actions.increment());
    expect(store.getState().counter.value).toBe(5);
  });

  it("hands the API slices the area's token and fetch", async () => {
    const seen: (string | undefined)[] = [];
    const fetchFn: FetchLike = (_url, init) => {
      seen.push((init.headers as Record<string, string>).Authorization);
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ id: 'u1' }) });
    };
    const store = createAreaStore({
      reducer: combineSlices(api),
      middleware: [api.middleware],
      extra: { getAccessToken: () => Promise.resolve('t1'), fetchFn },
    });
    const result = await store.dispatch(api.endpoints.me.initiate(undefined));
    expect(result.data).toEqual({ id: 'u1' });
    expect(seen).toEqual(['Bearer t1']);
  });
});

describe('areaStoreMaker', () => {
  it("makes an app's makeStore(preloadedState, options): a new store each call", async () => {
    const makeStore = areaStoreMaker(combineSlices(counter, api), [api.middleware]);
    const seen: (string | undefined)[] = [];
    const fetchFn: FetchLike = (_url, init) => {
      seen.push((init.headers as Record<string, string>).Authorization);
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ id: 'u2' }) });
    };
    const first = makeStore(
      { counter: { value: 2 } },
      { getAccessToken: () => Promise.resolve('t2'), fetchFn },
    );
    const second = makeStore();
    expect(first.getState().counter.value).toBe(2);
    expect(second.getState().counter.value).toBe(0);
    await first.dispatch(api.endpoints.me.initiate(undefined));
    expect(seen).toEqual(['Bearer t2']);
  });
});
