import { installDialogPolyfill } from '@atelier/shared-ui/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { StyleCard } from '@atelier/api-contract';
import { installApi, renderClientScreen } from '../../../testing/clientScreen';
import { aSupplierResponse } from '../../../testing/supplierResponses';
import { SHARE_STYLE_TEXTS as SHARE } from '../model/shareStyle';
import { SupplierResponses } from './SupplierResponses';

jest.setTimeout(30_000);

const card = (id: string, styleNumber: string, access: StyleCard['access']): StyleCard => ({
  id,
  styleNumber,
  name: `Style ${styleNumber}`,
  season: 'SS27',
  category: 'Tops',
  status: 'Approved',
  coverImageUrl: null,
  revision: 3,
  updatedAt: new Date().toISOString(),
  owner: { kind: 'company', id: 'co1', name: 'Atelier Nord' },
  access,
});

/** The responses and PLM routes (the network's edge), the brand with `styles`. */
function renderScreen(styles: StyleCard[]) {
  installDialogPolyfill();
  const response = aSupplierResponse();
  const calls = installApi(({ path, method }) => {
    if (path === '/api/requests/responses/received') {
      return { status: 200, body: { responses: [response] } };
    }
    if (path === `/api/requests/responses/${response.id}`) return { status: 200, body: response };
    if (path === `/api/requests/${response.requestId}/access-log`) {
      return { status: 200, body: { downloads: [] } };
    }
    if (path === '/api/plm/styles') return { status: 200, body: { items: styles } };
    if (path.startsWith('/api/plm/styles/') && method === 'PUT') {
      return { status: 200, body: { items: [] } };
    }
    return undefined;
  });
  const rendered = renderClientScreen(<SupplierResponses />, '/client/applications/suppliers');
  return { ...rendered, calls, response };
}

async function openDialog(user: ReturnType<typeof renderScreen>['user']) {
  const list = await screen.findByRole('list', { name: /Supplier Responses/i });
  await user.click(within(list).getByRole('button', { name: /Fabrica Norte/ }));
  await user.click(await screen.findByRole('button', { name: SHARE.open }));
  return screen.findByRole('dialog', { name: SHARE.title('Fabrica Norte') });
}

describe("'Share a style' on a supplier's quote", () => {
  it('makes the supplier a reviewer of each style chosen (the brand’s own only)', async () => {
    const { user, calls, response } = renderScreen([
      card('s1', 'AN-1', 'owner'),
      card('s2', 'AN-2', 'owner'),
      card('s3', 'XX-9', 'editor'),
    ]);
    const dialog = await openDialog(user);
    expect(
      await within(dialog).findByRole('checkbox', { name: 'AN-1 · Style AN-1' }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('checkbox', { name: /XX-9/ })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'AN-1 · Style AN-1' }));
    await user.click(within(dialog).getByRole('button', { name: SHARE.share }));
    expect(await within(dialog).findByText(SHARE.shared('Fabrica Norte', 1))).toBeVisible();
    expect(
      calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body]),
    ).toEqual([[`/api/plm/styles/s1/collaborators/${response.supplierId}`, { role: 'reviewer' }]]);
  });

  it('says so when the brand has no style yet, with the way to PLM', async () => {
    const { user } = renderScreen([]);
    const dialog = await openDialog(user);
    await waitFor(() => {
      expect(within(dialog).getByText(SHARE.none)).toBeVisible();
    });
    expect(within(dialog).getByRole('link', { name: SHARE.openPlm })).toHaveAttribute(
      'href',
      '/plm',
    );
  });
});
