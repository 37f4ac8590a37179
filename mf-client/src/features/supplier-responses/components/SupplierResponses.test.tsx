import { installDialogPolyfill } from '@atelier/shared-ui/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { ResponseStatus, SupplierResponse } from '@atelier/api-contract';
import { allowedMoves } from '@atelier/api-contract/values';
import { supplierProfilePath } from '@atelier/shared-ui';
import { installApi, renderClientScreen } from '../../../testing/clientScreen';
import { aSupplierResponse } from '../../../testing/supplierResponses';
import { DECLINE_REASONS, STATUS_LABELS, TEXTS } from '../model/texts';
import { SupplierResponses } from './SupplierResponses';

jest.setTimeout(30_000);

const NOW = new Date('2026-11-21T10:00:00.000Z');

/** The response as the API answers it in `status`: with the moves the status allows. */
const inStatus = (current: SupplierResponse, status: ResponseStatus): SupplierResponse => ({
  ...current,
  status,
  allowedMoves: allowedMoves(status),
});

/** auth-service's response routes with one response (the network's edge). */
function renderScreen() {
  installDialogPolyfill();
  let current = aSupplierResponse({
    attachments: [{ key: 'k'.repeat(32), name: 'swatch.pdf', size: 2048, url: '' }],
  });
  const moves: unknown[] = [];
  installApi(({ path, body }) => {
    if (path === '/api/requests/responses/received') {
      return { status: 200, body: { responses: [current] } };
    }
    if (path === `/api/requests/responses/${current.id}`) {
      current = inStatus(current, 'reviewing');
      return { status: 200, body: current };
    }
    if (path === `/api/requests/responses/${current.id}/status`) {
      const move = body as { status: ResponseStatus; reason?: string };
      moves.push(move);
      current = { ...inStatus(current, move.status), declineReason: move.reason ?? null };
      return { status: 200, body: current };
    }
    if (path === `/api/requests/${current.requestId}/access-log`) {
      return { status: 200, body: { downloads: [] } };
    }
    return undefined;
  });
  return {
    ...renderClientScreen(<SupplierResponses now={NOW} />, '/client/applications/suppliers'),
    moves,
  };
}

describe('Supplier Responses', () => {
  it('opens a response with its quote and files, offers the allowed moves, declines with a reason', async () => {
    const { user, moves } = renderScreen();
    const list = await screen.findByRole('list', { name: TEXTS.title });
    await user.click(within(list).getByRole('button', { name: /Fabrica Norte/ }));
    const detail = await screen.findByRole('heading', { level: 2, name: 'Fabrica Norte' });
    expect(detail).toBeInTheDocument();
    // The quote names its supplier with a link to their public page (issue 43).
    expect(within(detail).getByRole('link', { name: 'Fabrica Norte' })).toHaveAttribute(
      'href',
      supplierProfilePath(aSupplierResponse().supplierId),
    );
    expect(await screen.findAllByText(STATUS_LABELS.reviewing)).not.toHaveLength(0);
    expect(screen.getByText('We can deliver within five weeks.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.download('swatch.pdf') })).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: TEXTS.accessLog })).toHaveTextContent(
      TEXTS.accessLogEmpty,
    );

    await user.click(screen.getByRole('button', { name: TEXTS.actions.shortlist }));
    // Shortlisted: the machine allows discussing, accepting and declining, not shortlisting again.
    // ('Shortlisted' is also a filter's option, so the moves, not the label, say the answer is in.)
    await waitFor(() => {
      expect(
        screen.queryByRole('button', { name: TEXTS.actions.shortlist }),
      ).not.toBeInTheDocument();
    });
    expect(screen.getAllByText(STATUS_LABELS.shortlisted)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: TEXTS.actions.discuss })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: TEXTS.actions.decline }));
    const dialog = screen.getByRole('dialog', { name: TEXTS.declineTitle });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: TEXTS.declineReason }),
      DECLINE_REASONS[1],
    );
    await user.click(within(dialog).getByRole('button', { name: TEXTS.declineConfirm }));
    expect(await screen.findByText(TEXTS.declinedBecause(DECLINE_REASONS[1]))).toBeInTheDocument();
    expect(moves).toEqual([
      { status: 'shortlisted' },
      { status: 'rejected', reason: DECLINE_REASONS[1] },
    ]);
  });

  it('badges Pro and Verified suppliers, and asks for Pro suppliers first when sorted so', async () => {
    installDialogPolyfill();
    const responses = [
      aSupplierResponse({ supplierName: 'Mill Co', supplierIsPro: true, supplierVerified: false }),
      aSupplierResponse({
        id: '00000000-0000-4000-8000-00000000000b',
        supplierName: 'Fabrica Norte',
        supplierIsPro: true,
        supplierVerified: true,
      }),
    ];
    installApi(({ path }) =>
      path === '/api/requests/responses/received'
        ? { status: 200, body: { responses } }
        : undefined,
    );
    const { user } = renderClientScreen(
      <SupplierResponses now={NOW} />,
      '/client/applications/suppliers',
    );
    const list = await screen.findByRole('list', { name: TEXTS.title });
    const mill = within(list).getByRole('button', { name: /Mill Co/ });
    expect(within(mill).getByText(TEXTS.pro)).toBeInTheDocument();
    const fabrica = within(list).getByRole('button', { name: /Fabrica Norte/ });
    expect(within(fabrica).getByText(TEXTS.verified)).toBeInTheDocument();
    expect(within(fabrica).queryByText(TEXTS.pro)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(TEXTS.sort), 'Pro members first');
    const urls = (globalThis.fetch as jest.Mock).mock.calls.map(([url]) => String(url));
    await waitFor(() => {
      expect((globalThis.fetch as jest.Mock).mock.calls.map(([url]) => String(url))).toContain(
        '/api/requests/responses/received?sort=pro-first',
      );
    });
    expect(urls).toContain('/api/requests/responses/received');
  });
});
