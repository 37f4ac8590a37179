import { screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { StyleNda } from '@atelier/api-contract';
import type { FetchLike } from '@atelier/shared-ui';
import { renderWithProviders } from '@atelier/shared-ui/test-utils';
import { storeWithApi } from '../../../testing/storeWithApi';
import { QUOTE_TEXTS as T } from '../model/texts';
import { NdaGate } from './NdaGate';

const STYLE_ID = '11111111-1111-4111-8111-111111111111';

const nda = (acceptedAt: string | null): StyleNda => ({
  nda: { version: '2026-11', title: 'Atelier Standard NDA', clauses: ['First.', 'Second.'] },
  confidential: true,
  acceptedAt,
  mayOpen: acceptedAt !== null,
});

describe('NdaGate: a confidential style before its NDA', () => {
  it('shows the NDA and accepts it', async () => {
    const calls: { method: string; url: string }[] = [];
    const fetchFn: FetchLike = (url, init) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url });
      const body = method === 'POST' ? nda('2026-11-29T10:00:00.000Z') : nda(null);
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
    };
    const { user } = renderWithProviders(
      <Provider store={storeWithApi(fetchFn)}>
        <NdaGate styleId={STYLE_ID} />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Atelier Standard NDA' })).toBeVisible();
    expect(screen.getByText('Second.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.accept }));
    await waitFor(() => {
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
        expect.stringContaining(`/api/plm/styles/${STYLE_ID}/nda`),
      ]);
    });
  });
});
