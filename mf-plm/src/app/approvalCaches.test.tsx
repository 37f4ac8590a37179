// Issue 39: an approval move, the user's own or someone else's heard live, leaves no stale cache:
// the style lists (their status filters and totals), the style and its revisions are read again.
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { FetchLike } from '@atelier/shared-ui';
import { storeWithApi } from '../testing/storeWithApi';
import { getStylesApi } from '../features/styles/api/getStyles';
import { getRevisionsApi } from '../features/style/api/getRevisions';
import { approveRevisionApi } from '../features/approvals/api/approveRevision';
import { requestChangesApi } from '../features/approvals/api/requestChanges';
import { submitRevisionApi } from '../features/approvals/api/submitRevision';
import { useApprovalNews } from '../features/approvals/model/useApprovalNews';

const STYLE_ID = '11111111-1111-4111-8111-111111111111';
const LIST = { items: [], total: 0, page: 1, totalPages: 1, canCreate: true };

/** A store on an in-memory API that counts the GETs of each path. */
function storeCountingReads() {
  const reads = new Map<string, number>();
  const fetchFn: FetchLike = (url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if ((init.method ?? 'GET') === 'GET') reads.set(path, (reads.get(path) ?? 0) + 1);
    const body = path.endsWith('/plm/styles') ? LIST : { items: [] };
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
  };
  const store = storeWithApi(fetchFn);
  const readsOf = (path: string) => reads.get(`/api${path}`) ?? 0;
  return { store, readsOf };
}

/** The style list filtered on Sampling and the style's revisions, loaded once. */
async function loaded() {
  const counting = storeCountingReads();
  const { store, readsOf } = counting;
  const subscriptions = [
    store.dispatch(getStylesApi.endpoints.getStyles.initiate({ status: 'Sampling', page: 1 })),
    store.dispatch(getRevisionsApi.endpoints.getRevisions.initiate(STYLE_ID)),
  ];
  await Promise.all(subscriptions);
  expect(readsOf('/plm/styles')).toBe(1);
  expect(readsOf(`/plm/styles/${STYLE_ID}/revisions`)).toBe(1);
  return counting;
}

describe('approval moves and the cached lists', () => {
  const ref = { styleId: STYLE_ID, revision: 3 };
  const MOVES = {
    submit: () => submitRevisionApi.endpoints.submitRevision.initiate(ref),
    approve: () =>
      approveRevisionApi.endpoints.approveRevision.initiate({ ...ref, body: { final: true } }),
    'ask for changes': () =>
      requestChangesApi.endpoints.requestChanges.initiate({
        ...ref,
        body: { comment: 'Shorter' },
      }),
  };

  it.each(Object.keys(MOVES) as (keyof typeof MOVES)[])(
    'the user’s own %s reads the list and the revisions again',
    async (move) => {
      const { store, readsOf } = await loaded();
      const action = MOVES[move]();
      await store.dispatch(action);
      await waitFor(() => expect(readsOf('/plm/styles')).toBe(2));
      await waitFor(() => expect(readsOf(`/plm/styles/${STYLE_ID}/revisions`)).toBe(2));
    },
  );

  it('someone else’s move, heard live, reads them again once per move', async () => {
    const { store, readsOf } = await loaded();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { rerender } = renderHook(({ count }) => useApprovalNews(STYLE_ID, count), {
      wrapper,
      initialProps: { count: 0 },
    });
    expect(readsOf('/plm/styles')).toBe(1);
    rerender({ count: 1 });
    await waitFor(() => expect(readsOf('/plm/styles')).toBe(2));
    await waitFor(() => expect(readsOf(`/plm/styles/${STYLE_ID}/revisions`)).toBe(2));
    rerender({ count: 1 });
    rerender({ count: 2 });
    await waitFor(() => expect(readsOf('/plm/styles')).toBe(3));
  });
});
