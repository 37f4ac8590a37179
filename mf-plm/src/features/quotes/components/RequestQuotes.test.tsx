import { screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PLM_QUOTE_MESSAGES } from '@atelier/api-contract/values';
import { editRequestPath, type FetchLike } from '@atelier/shared-ui';
import { installDialogPolyfill, renderWithProviders } from '@atelier/shared-ui/test-utils';
import { storeWithApi } from '../../../testing/storeWithApi';
import { QUOTE_TEXTS as T } from '../model/texts';
import { RequestQuotes } from './RequestQuotes';

installDialogPolyfill();

const STYLE_ID = '11111111-1111-4111-8111-111111111111';
const REQUEST_ID = '22222222-2222-4222-8222-222222222222';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

/** The button on revision 2, against an API that answers the POST with `status` and `body`. */
function renderButton(status: number, body: unknown) {
  const posted: { url: string; body: unknown }[] = [];
  const fetchFn: FetchLike = (url, init) => {
    posted.push({
      url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
  };
  const rendered = renderWithProviders(
    <Provider store={storeWithApi(fetchFn)}>
      <Routes>
        <Route path="*" element={<RequestQuotes styleId={STYLE_ID} revision={2} />} />
      </Routes>
      <Where />
    </Provider>,
    { route: '/plm/styles/x/history' },
  );
  return { ...rendered, posted };
}

describe("'Request quotes' on an approved revision", () => {
  it('asks a quantity, sends it with the deadline, then opens Post a Request on the draft', async () => {
    const { user, posted } = renderButton(201, { requestId: REQUEST_ID });
    await user.click(screen.getByRole('button', { name: T.requestQuotes }));
    const dialog = screen.getByRole('dialog', { name: T.dialogTitle(2) });
    await user.click(screen.getByRole('button', { name: T.create }));
    expect(screen.getByText(T.quantityRequired)).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(screen.getByLabelText(T.quantity), '1,500');
    await user.type(screen.getByLabelText(T.deadline), '2027-03-31');
    await user.click(screen.getByRole('button', { name: T.create }));
    await waitFor(() => {
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
        editRequestPath(REQUEST_ID),
      );
    });
    expect(posted).toEqual([
      {
        url: expect.stringContaining(
          `/api/plm/styles/${STYLE_ID}/revisions/2/quote-requests`,
        ) as string,
        body: { quantity: 1_500, deadline: '2027-03-31' },
      },
    ]);
    expect(dialog).not.toBeVisible();
  });

  it("says the API's reason when it refuses, and keeps what was typed", async () => {
    const { user } = renderButton(409, {
      error: 'Conflict',
      message: PLM_QUOTE_MESSAGES.notApproved,
    });
    await user.click(screen.getByRole('button', { name: T.requestQuotes }));
    await user.type(screen.getByLabelText(T.quantity), '40');
    await user.click(screen.getByRole('button', { name: T.create }));
    expect(await screen.findByText(PLM_QUOTE_MESSAGES.notApproved)).toBeInTheDocument();
    expect(screen.getByLabelText(T.quantity)).toHaveValue('40');
  });
});
