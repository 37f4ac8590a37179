import { combineSlices } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { screen } from '@testing-library/react';
import { createFakePlatform, fakeServer, renderWithProviders } from '../testUtils';
import { authServiceBaseQuery } from '../api/apiClient';
import { areaStoreMaker } from './createAreaStore';
import { AreaStoreProvider } from './AreaStoreProvider';

const api = createApi({
  reducerPath: 'api',
  baseQuery: authServiceBaseQuery,
  endpoints: (build) => ({
    me: build.query<{ name: string }, undefined>({ query: () => ({ url: '/me' }) }),
  }),
});
const makeStore = areaStoreMaker(combineSlices(api), [api.middleware]);

function Me() {
  const { data } = api.useMeQuery(undefined);
  return <p>{data?.name ?? 'Loading'}</p>;
}

describe('AreaStoreProvider', () => {
  it("gives the screens a store whose requests carry the platform's token", async () => {
    const requests = fakeServer(() => ({ status: 200, body: { name: 'Ada' } }));
    const platform = createFakePlatform();
    platform.getAccessToken.mockResolvedValue('platform-token');
    renderWithProviders(
      <AreaStoreProvider makeStore={makeStore}>
        <Me />
      </AreaStoreProvider>,
      { platform },
    );
    expect(await screen.findByText('Ada')).toBeVisible();
    expect(requests).toEqual([
      expect.objectContaining({ url: '/api/me', authorization: 'Bearer platform-token' }),
    ]);
  });
});
