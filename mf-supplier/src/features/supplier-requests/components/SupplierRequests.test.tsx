// Client Requests with its API store, auth-service faked at the network's edge (`fetch`): a big
// order reserved for Pro (the Starter reader's card) beside one they may answer, a direct inquiry.
import { screen, within } from '@testing-library/react';
import type { SupplierRequest } from '@atelier/api-contract';
import { BIG_ORDER_TEXTS } from '@atelier/api-contract/values';
import {
  createFakePlatform,
  fakeServer,
  installDialogPolyfill,
  renderWithProviders,
} from '@atelier/shared-ui/test-utils';
import { StoreProvider } from '../../../testing/StoreProvider';
import { openToProUntil } from '../model/bigOrder';
import { TEXTS } from '../model/texts';
import { SupplierRequests } from './SupplierRequests';

installDialogPolyfill();

const UNTIL = '2026-12-01T18:42:00.000Z';

const aRequest = (overrides: Partial<SupplierRequest>): SupplierRequest => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Jersey tees',
  company: 'Maison Verde',
  companyLogo: null,
  location: 'Lyon, France',
  type: 'Garment Manufacturer',
  category: 'Streetwear',
  quantity: '12,000 pieces',
  budget: '',
  deadline: null,
  description: 'Heavyweight jersey.',
  preferredRegions: [],
  certifications: [],
  languages: [],
  needSamples: false,
  budgetMin: null,
  budgetMax: null,
  budgetCurrency: 'USD',
  visibility: 'public',
  status: 'active',
  attachments: [],
  attachmentCount: 0,
  createdAt: '2026-11-29T18:42:00.000Z',
  publishedAt: '2026-11-29T18:42:00.000Z',
  expiresAt: '2026-12-29T18:42:00.000Z',
  closedAt: null,
  views: 0,
  responses: 0,
  isOwner: false,
  myResponseId: null,
  bigOrder: false,
  proPriorityUntil: null,
  reservedForPro: false,
  directSupplierId: null,
  ...overrides,
});

function renderScreen(requests: SupplierRequest[], respond = { status: 201, body: {} }) {
  const calls = fakeServer(({ url, method }) => {
    if (method === 'POST') return respond;
    if (url.startsWith('/api/requests?')) {
      return {
        status: 200,
        body: { requests, total: requests.length, page: 1, pageSize: 10, totalPages: 1 },
      };
    }
    if (url === '/api/requests/responses/mine') return { status: 200, body: { responses: [] } };
    if (url === '/api/agreements/nda') {
      return { status: 200, body: { version: '1', title: 'NDA', clauses: ['Keep it secret.'] } };
    }
    return {
      status: 200,
      body: {
        plan: 'starter',
        month: '2026-11',
        allowances: [{ allowance: 'request-reply', used: 0, limit: 1 }],
      },
    };
  });
  const rendered = renderWithProviders(
    <StoreProvider>
      <SupplierRequests />
    </StoreProvider>,
    { platform: createFakePlatform(), route: '/supplier/requests' },
  );
  return { ...rendered, calls };
}

describe('SupplierRequests (issue 43)', () => {
  it("shows a Starter reader a big order's Pro window with the upgrade link instead of Respond", async () => {
    renderScreen([
      aRequest({ bigOrder: true, proPriorityUntil: UNTIL, reservedForPro: true }),
      aRequest({
        id: '00000000-0000-4000-8000-000000000002',
        title: 'Merino tops',
        quantity: '3,000',
        directSupplierId: '00000000-0000-4000-8000-000000000009',
      }),
    ]);
    const big = await screen.findByRole('article', { name: 'Jersey tees' });
    expect(within(big).getByText(BIG_ORDER_TEXTS.badge)).toBeVisible();
    expect(within(big).getByText(openToProUntil(UNTIL))).toBeVisible();
    expect(within(big).getByRole('link', { name: BIG_ORDER_TEXTS.upgrade })).toHaveAttribute(
      'href',
      '/supplier/subscription',
    );
    expect(within(big).queryByRole('button', { name: TEXTS.respond })).toBeNull();

    const inquiry = screen.getByRole('article', { name: 'Merino tops' });
    expect(within(inquiry).getByText(TEXTS.directInquiry)).toBeVisible();
    expect(within(inquiry).queryByText(BIG_ORDER_TEXTS.badge)).toBeNull();
    expect(within(inquiry).getByRole('button', { name: TEXTS.respond })).toBeVisible();
  });

  it('lets a Pro reader respond to a big order, and shows a refusal’s upgrade link in the form', async () => {
    const refusal = {
      status: 403,
      body: {
        error: 'Forbidden',
        message: BIG_ORDER_TEXTS.refused('1 Dec 2026, 18:42 UTC'),
        upgradePath: '/supplier/subscription',
      },
    };
    const { user } = renderScreen(
      [aRequest({ bigOrder: true, proPriorityUntil: UNTIL, reservedForPro: false })],
      refusal,
    );
    const big = await screen.findByRole('article', { name: 'Jersey tees' });
    expect(within(big).getByText(BIG_ORDER_TEXTS.badge)).toBeVisible();
    expect(within(big).queryByText(openToProUntil(UNTIL))).toBeNull();
    await user.click(within(big).getByRole('button', { name: TEXTS.respond }));

    const form = screen.getByRole('form', { name: TEXTS.form.title('Jersey tees') });
    await user.type(within(form).getByLabelText(TEXTS.form.tierFrom(0)), '5000');
    await user.type(within(form).getByLabelText(TEXTS.form.tierPrice(0, 'USD')), '6');
    await user.type(within(form).getByLabelText(TEXTS.form.moq), '5000');
    await user.type(within(form).getByLabelText(TEXTS.form.productionLeadTime), '40');
    await user.type(within(form).getByLabelText(TEXTS.form.validUntil), '2099-12-31');
    await user.click(within(form).getByRole('button', { name: TEXTS.form.send }));

    expect(
      await within(form).findByText(BIG_ORDER_TEXTS.refused('1 Dec 2026, 18:42 UTC')),
    ).toBeVisible();
    expect(within(form).getByRole('link', { name: BIG_ORDER_TEXTS.upgrade })).toHaveAttribute(
      'href',
      '/supplier/subscription',
    );
  });
});
