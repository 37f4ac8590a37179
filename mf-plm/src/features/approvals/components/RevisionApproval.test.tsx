import { screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { RevisionApproval as Approval, StyleRevisionSummary } from '@atelier/api-contract';
import { APPROVAL_MESSAGES } from '@atelier/api-contract/values';
import type { FetchLike } from '@atelier/shared-ui';
import { installDialogPolyfill, renderWithProviders } from '@atelier/shared-ui/test-utils';
import { storeWithApi } from '../../../testing/storeWithApi';
import { APPROVAL_TEXTS as T } from '../model/texts';
import { RevisionApproval } from './RevisionApproval';

installDialogPolyfill();

const STYLE_ID = '11111111-1111-4111-8111-111111111111';

const approval = (over: Partial<Approval>): Approval => ({
  state: 'none',
  submittedBy: null,
  submittedAt: null,
  decidedBy: null,
  decidedAt: null,
  final: false,
  comment: '',
  moves: [],
  ...over,
});

const revisionWith = (over: Partial<Approval>): StyleRevisionSummary => ({
  revision: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  author: { id: 'e', name: 'Eda Editor' },
  summary: 'BOM: Shell fabric changed',
  restoredFrom: null,
  approval: approval(over),
});

/** The component talking to an in-memory API that answers each POST with `status` and `body`. */
function renderApproval(
  revision: StyleRevisionSummary,
  status = 200,
  body: unknown = { items: [] },
) {
  const posted: { url: string; body: unknown }[] = [];
  const fetchFn: FetchLike = (url, init) => {
    posted.push({
      url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
  };
  const store = storeWithApi(fetchFn);
  const rendered = renderWithProviders(
    <Provider store={store}>
      <RevisionApproval styleId={STYLE_ID} revision={revision} />
    </Provider>,
  );
  return { ...rendered, posted };
}

const path = (move: string) => `/api/plm/styles/${STYLE_ID}/revisions/3/${move}`;

describe('RevisionApproval', () => {
  it('an editor sees a revision not submitted and submits it', async () => {
    const { user, posted } = renderApproval(revisionWith({ moves: ['submit'] }));
    expect(screen.getByText(T.states.none)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.approve })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.url).toContain(path('submission'));
  });

  it('shows who submitted and who decided, when, and the comment; no moves on a decided revision', () => {
    renderApproval(
      revisionWith({
        state: 'changes-requested',
        submittedBy: { id: 'e', name: 'Eda Editor' },
        submittedAt: '2026-11-20T10:00:00.000Z',
        decidedBy: { id: 'o', name: 'Olga Owner' },
        decidedAt: '2026-11-21T10:00:00.000Z',
        comment: 'Lower the neckline by 1 cm',
      }),
    );
    expect(screen.getByText(T.states['changes-requested'])).toBeInTheDocument();
    expect(screen.getByText(/^Submitted by Eda Editor on /)).toBeInTheDocument();
    expect(screen.getByText(/^Changes asked by Olga Owner on /)).toBeInTheDocument();
    expect(screen.getByText('Lower the neckline by 1 cm')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('the owner approves, or approves as final', async () => {
    const { user, posted } = renderApproval(
      revisionWith({ state: 'submitted', moves: ['approve', 'request-changes'] }),
    );
    expect(screen.queryByRole('button', { name: T.submit })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.approve }));
    await waitFor(() => expect(posted).toHaveLength(1));
    // The buttons wait while the first decision is on its way; clicked only once they are back.
    await waitFor(() => expect(screen.getByRole('button', { name: T.approveFinal })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: T.approveFinal }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted.map(({ url, body }) => [url.slice(url.indexOf('/api')), body])).toEqual([
      [path('approval'), {}],
      [path('approval'), { final: true }],
    ]);
  });

  it('asks for changes with a comment in a dialog: a comment is required', async () => {
    const { user, posted } = renderApproval(
      revisionWith({ state: 'submitted', moves: ['approve', 'request-changes'] }),
    );
    await user.click(screen.getByRole('button', { name: T.askForChanges }));
    const dialog = screen.getByRole('dialog', { name: T.dialogTitle(3) });
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    expect(within(dialog).getByText(T.commentRequired)).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(T.comment), 'Shorter sleeves');
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.url).toContain(path('changes-request'));
    expect(posted[0]?.body).toEqual({ comment: 'Shorter sleeves' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says the API's reason when a move is refused (another decision came first)", async () => {
    const { user } = renderApproval(
      revisionWith({ state: 'submitted', moves: ['approve', 'request-changes'] }),
      409,
      { error: 'Conflict', message: APPROVAL_MESSAGES.notSubmitted },
    );
    await user.click(screen.getByRole('button', { name: T.approve }));
    expect(await screen.findByText(APPROVAL_MESSAGES.notSubmitted)).toBeInTheDocument();
  });
});
