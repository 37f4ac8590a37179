/**
 * Quotes from a style (issue 39) through their routes: 'Request quotes' on an approved revision
 * makes a draft request prefilled from the style with its tech pack PDF, linked to the style; a
 * supplier quotes and is shared the style as a reviewer; the brand accepts the quote and its unit
 * price is the style's FOB once (accepting again changes nothing). The confidential style: 403 to
 * its reviewer before the NDA, 404 to strangers, open after it, every access in its log.
 */
import {
  PLM_MESSAGES,
  PLM_QUOTE_MESSAGES,
  costSheet,
  type QuoteRequestCreated,
  type Style,
  type StyleAccessLog,
  type StyleList,
  type StyleNda,
  type StyleQuoteRequests,
  type SupplierRequest,
  type SupplierResponse,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { STANDARD_NDA } from '../../../src/modules/agreements/nda';
import { build } from '../../helper';
import { subscribe } from '../../support/billing';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { styleContent } from '../../support/plm';
import { quoteBody } from '../../support/requests';

type User = Awaited<ReturnType<typeof signedInUser>>;

let app: App;
let keycloak: FakeKeycloak;

const STYLES = '/api/plm/styles';
const stylePath = (id: string) => `${STYLES}/${id}`;
const quoteRequestsPath = (id: string, revision: number) =>
  `${stylePath(id)}/revisions/${String(revision)}/quote-requests`;

const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function proClient(name: string) {
  const user = await signedInUser(keycloak, { roles: ['client'], name });
  await subscribe(app, user);
  await call(user, 'GET', '/api/me');
  return user;
}

async function account(role: 'supplier' | 'freelancer' | 'client', name: string) {
  const user = await signedInUser(keycloak, { roles: [role], name });
  await call(user, 'GET', '/api/me');
  return user;
}

/** A style of `owner`'s whose first revision is approved (its status then moves: revision 2). */
async function approvedStyle(owner: User, styleNumber = 'AT-2001') {
  const created = await call(owner, 'POST', STYLES, styleContent({ styleNumber }));
  expect(created.statusCode).toBe(201);
  const style = created.json<Style>();
  expect(
    (await call(owner, 'POST', `${stylePath(style.id)}/revisions/1/submission`, {})).statusCode,
  ).toBe(200);
  expect(
    (await call(owner, 'POST', `${stylePath(style.id)}/revisions/1/approval`, {})).statusCode,
  ).toBe(200);
  return style;
}

/** The owner publishes the draft request as Post a Request would, with a location. */
async function publish(owner: User, requestId: string) {
  const draft = (await call(owner, 'GET', `/api/requests/${requestId}`)).json<SupplierRequest>();
  const published = await call(owner, 'PUT', `/api/requests/${requestId}`, {
    title: draft.title,
    location: 'Porto, Portugal',
    type: draft.type,
    category: draft.category,
    quantity: draft.quantity,
    budget: draft.budget,
    deadline: draft.deadline,
    description: draft.description,
    preferredRegions: [],
    certifications: [],
    languages: [],
    needSamples: draft.needSamples,
    budgetMin: draft.budgetMin,
    budgetMax: draft.budgetMax,
    budgetCurrency: draft.budgetCurrency,
    visibility: draft.visibility,
    attachments: draft.attachments.map(({ key, name }) => ({ key, name })),
    status: 'active',
  });
  expect(published.statusCode).toBe(200);
  return published.json<SupplierRequest>();
}

/** The brand's moves up to accepting a response: opened, shortlisted, in discussion. */
async function readyToAccept(owner: User, responseId: string) {
  expect((await call(owner, 'GET', `/api/requests/responses/${responseId}`)).statusCode).toBe(200);
  for (const status of ['shortlisted', 'interviewed']) {
    const moved = await call(owner, 'POST', `/api/requests/responses/${responseId}/status`, {
      status,
    });
    expect(moved.statusCode).toBe(200);
  }
}

describe.each(BACKENDS)('PLM quotes from a style on %s', (_name, open) => {
  let database: TestDatabase;
  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    database = await open();
    app = await build({ keycloak, database: { ...database.db, close: () => Promise.resolve() } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await keycloak.close();
  });

  it('requests quotes from an approved revision: a prefilled draft with the PDF, linked to the style; a quote accepted sets the FOB once', async () => {
    const brand = await proClient('Maison Quote');
    const style = await approvedStyle(brand);
    const stranger = await proClient('Other Brand');
    const editor = await account('freelancer', 'Edith Editor');
    await call(brand, 'PUT', `${stylePath(style.id)}/collaborators/${editor.id}`, {
      role: 'editor',
    });

    // Not approved (revision 2 is the status change), strangers, collaborators: refused.
    const body = { quantity: 1_000, deadline: '2027-03-31' };
    const notApproved = await call(brand, 'POST', quoteRequestsPath(style.id, 2), body);
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json()).toMatchObject({ message: PLM_QUOTE_MESSAGES.notApproved });
    expect((await call(stranger, 'POST', quoteRequestsPath(style.id, 1), body)).statusCode).toBe(
      404,
    );
    const byEditor = await call(editor, 'POST', quoteRequestsPath(style.id, 1), body);
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json()).toMatchObject({ message: PLM_QUOTE_MESSAGES.ownerOnly });
    expect(
      (await call(brand, 'POST', quoteRequestsPath(style.id, 1), { quantity: 0, deadline: null }))
        .statusCode,
    ).toBe(400);

    const created = await call(brand, 'POST', quoteRequestsPath(style.id, 1), body);
    expect(created.statusCode).toBe(201);
    const { requestId } = created.json<QuoteRequestCreated>();

    // The draft: prefilled from the style, the revision's tech pack PDF attached.
    const draft = (await call(brand, 'GET', `/api/requests/${requestId}`)).json<SupplierRequest>();
    const fob = costSheet(styleContent()).fobCents;
    expect(draft).toMatchObject({
      status: 'draft',
      title: PLM_QUOTE_MESSAGES.requestTitle('AT-2001', 'Poplin shirt', 1),
      category: 'Other',
      type: 'Garment Manufacturer',
      quantity: '1000 units',
      deadline: '2027-03-31',
      budget: PLM_QUOTE_MESSAGES.requestBudget(`$${(fob / 100).toFixed(2)}`),
      budgetMax: Math.round((fob * 1_000) / 100),
      visibility: 'public',
    });
    expect(draft.attachments.map(({ name }) => name)).toEqual(['AT-2001-rev1-tech-pack.pdf']);
    const pdf = await app.inject({
      method: 'GET',
      url: draft.attachments[0]?.url ?? '',
      headers: brand.headers,
    });
    expect([200, 302]).toContain(pdf.statusCode);

    // The style lists it, for its owner side only.
    const listed = await call(brand, 'GET', `${stylePath(style.id)}/quote-requests`);
    expect(listed.json<StyleQuoteRequests>().items).toEqual([
      expect.objectContaining({
        requestId,
        revision: 1,
        quantity: 1_000,
        status: 'draft',
        responses: 0,
      }),
    ]);
    expect((await call(editor, 'GET', `${stylePath(style.id)}/quote-requests`)).statusCode).toBe(
      403,
    );
    expect((await call(stranger, 'GET', `${stylePath(style.id)}/quote-requests`)).statusCode).toBe(
      404,
    );

    // A supplier quotes: 1,000 units fall in the 500+ tier (450 cents).
    await publish(brand, requestId);
    const supplier = await account('supplier', 'Porto Stitch');
    const responded = await call(
      supplier,
      'POST',
      `/api/requests/${requestId}/responses`,
      quoteBody(),
    );
    expect(responded.statusCode).toBe(201);
    const response = responded.json<SupplierResponse>();

    // Shared as a reviewer from the quote: the supplier opens the style; no FOB yet.
    expect((await call(supplier, 'GET', stylePath(style.id))).statusCode).toBe(404);
    const shared = await call(brand, 'PUT', `${stylePath(style.id)}/collaborators/${supplier.id}`, {
      role: 'reviewer',
    });
    expect(shared.statusCode).toBe(200);
    const before = await call(supplier, 'GET', stylePath(style.id));
    expect(before.statusCode).toBe(200);
    expect(before.json<Style>()).toMatchObject({ access: 'reviewer', quotedFob: null });

    // Accepted twice at once: one move, one FOB.
    await readyToAccept(brand, response.id);
    const accepts = await Promise.all([
      call(brand, 'POST', `/api/requests/responses/${response.id}/status`, { status: 'hired' }),
      call(brand, 'POST', `/api/requests/responses/${response.id}/status`, { status: 'hired' }),
    ]);
    expect(accepts.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const again = await call(brand, 'POST', `/api/requests/responses/${response.id}/status`, {
      status: 'hired',
    });
    expect(again.statusCode).toBe(409);
    const rows = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM plm_style_quoted_prices WHERE style_id = $1',
      [style.id],
    );
    expect(rows.rows[0]?.n).toBe(1);

    const after = (await call(brand, 'GET', stylePath(style.id))).json<Style>();
    expect(after.quotedFob).toMatchObject({
      unitPriceCents: 450,
      currency: 'USD',
      quantity: 1_000,
      requestId,
      responseId: response.id,
      supplier: { id: supplier.id, name: 'Porto Stitch' },
    });
    expect(costSheet(after.content, after.quotedFob?.unitPriceCents ?? null).fobCents).toBe(450);
    // A save answers it too (the page's cache takes the save's answer).
    const resaved = await call(brand, 'PUT', stylePath(style.id), {
      baseRevision: after.revision,
      content: { ...after.content, description: 'Quoted.' },
    });
    expect(resaved.statusCode).toBe(200);
    expect(resaved.json<Style>().quotedFob?.unitPriceCents).toBe(450);
    // The reviewer sees it too.
    expect(
      (await call(supplier, 'GET', stylePath(style.id))).json<Style>().quotedFob?.unitPriceCents,
    ).toBe(450);
  });

  it('only a brand requests quotes', async () => {
    const freelancer = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Frida Free' });
    await subscribe(app, freelancer);
    const style = await approvedStyle(freelancer, 'FR-1');
    const refused = await call(freelancer, 'POST', quoteRequestsPath(style.id, 1), {
      quantity: 10,
      deadline: null,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: PLM_QUOTE_MESSAGES.clientsOnly });
  });

  it('a confidential style: 403 to its reviewer before the NDA, 404 to strangers, open after it, logged', async () => {
    const brand = await proClient('Maison Secret');
    const created = await call(brand, 'POST', STYLES, styleContent({ styleNumber: 'SEC-1' }));
    const style = created.json<Style>();
    const reviewer = await account('supplier', 'Rita Reviewer');
    const editor = await account('freelancer', 'Ed Editor');
    const stranger = await account('supplier', 'Sam Stranger');
    await call(brand, 'PUT', `${stylePath(style.id)}/collaborators/${reviewer.id}`, {
      role: 'reviewer',
    });
    await call(brand, 'PUT', `${stylePath(style.id)}/collaborators/${editor.id}`, {
      role: 'editor',
    });

    // Only the owner's side sets the flag.
    expect(
      (await call(editor, 'PUT', `${stylePath(style.id)}/confidential`, { confidential: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(stranger, 'PUT', `${stylePath(style.id)}/confidential`, { confidential: true }))
        .statusCode,
    ).toBe(404);
    const flagged = await call(brand, 'PUT', `${stylePath(style.id)}/confidential`, {
      confidential: true,
    });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json<Style>().confidential).toBe(true);

    // Before the NDA: the reviewer is told why (403), sees it nowhere else; strangers get 404.
    const refused = await call(reviewer, 'GET', stylePath(style.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: PLM_QUOTE_MESSAGES.ndaRequired });
    expect((await call(reviewer, 'GET', `${stylePath(style.id)}/comments`)).statusCode).toBe(404);
    expect((await call(reviewer, 'GET', `${stylePath(style.id)}/tech-pack.pdf`)).statusCode).toBe(
      404,
    );
    expect((await call(reviewer, 'GET', STYLES)).json<StyleList>().items).toEqual([]);
    const pending = await call(reviewer, 'GET', `${stylePath(style.id)}/nda`);
    expect(pending.json<StyleNda>()).toMatchObject({
      confidential: true,
      acceptedAt: null,
      mayOpen: false,
    });
    expect((await call(stranger, 'GET', stylePath(style.id))).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `${stylePath(style.id)}/nda`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `${stylePath(style.id)}/nda`)).statusCode).toBe(404);
    // An editor needs no NDA.
    expect((await call(editor, 'GET', stylePath(style.id))).statusCode).toBe(200);

    // Accepted (twice: recorded once), the style opens and is listed.
    const accepted = await call(reviewer, 'POST', `${stylePath(style.id)}/nda`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<StyleNda>()).toMatchObject({
      mayOpen: true,
      nda: { version: STANDARD_NDA.version },
    });
    expect(accepted.json<StyleNda>().acceptedAt).not.toBeNull();
    expect((await call(reviewer, 'POST', `${stylePath(style.id)}/nda`)).statusCode).toBe(200);
    expect((await call(reviewer, 'GET', stylePath(style.id))).statusCode).toBe(200);
    expect((await call(reviewer, 'GET', `${stylePath(style.id)}/tech-pack.pdf`)).statusCode).toBe(
      200,
    );
    expect(
      (await call(reviewer, 'GET', STYLES)).json<StyleList>().items.map((item) => item.id),
    ).toEqual([style.id]);

    // The access log: the owner's side only; the reviewer's acceptance, opening and download.
    expect((await call(reviewer, 'GET', `${stylePath(style.id)}/access-log`)).statusCode).toBe(403);
    const log = (
      await call(brand, 'GET', `${stylePath(style.id)}/access-log`)
    ).json<StyleAccessLog>();
    expect(log.items.map(({ action, userName }) => [action, userName]).reverse()).toEqual([
      // The editor opened it too (anyone not on the owner's side is logged).
      ['opened', 'Ed Editor'],
      ['nda-accepted', 'Rita Reviewer'],
      ['opened', 'Rita Reviewer'],
      ['downloaded', 'Rita Reviewer'],
    ]);
    expect(log.items[0]?.what).toBe('SEC-1-rev1-tech-pack.pdf');

    // Removed: 404 again, NDA or not.
    await app.inject({
      method: 'DELETE',
      url: `${stylePath(style.id)}/collaborators/${reviewer.id}`,
      headers: brand.headers,
    });
    const removed = await call(reviewer, 'GET', stylePath(style.id));
    expect(removed.statusCode).toBe(404);
    expect(removed.json()).toMatchObject({ message: PLM_MESSAGES.notFound });
  });

  it("a confidential style's request is confidential; the NDA accepted with the response opens the style", async () => {
    const brand = await proClient('Maison Hidden');
    const created = await call(brand, 'POST', STYLES, styleContent({ styleNumber: 'SEC-2' }));
    const style = created.json<Style>();
    await call(brand, 'PUT', `${stylePath(style.id)}/confidential`, { confidential: true });
    await call(brand, 'POST', `${stylePath(style.id)}/revisions/1/submission`, {});
    await call(brand, 'POST', `${stylePath(style.id)}/revisions/1/approval`, {});
    const made = await call(brand, 'POST', quoteRequestsPath(style.id, 1), {
      quantity: 3_000,
      deadline: null,
    });
    expect(made.statusCode).toBe(201);
    const { requestId } = made.json<QuoteRequestCreated>();
    const request = await publish(brand, requestId);
    expect(request.visibility).toBe('confidential');

    const supplier = await account('supplier', 'Nina NDA');
    // 3,000 units at the cost sheet's target price pass the big-order budget (issue 43 item 4):
    // Pro suppliers quote first.
    await subscribe(app, supplier);
    await call(brand, 'PUT', `${stylePath(style.id)}/collaborators/${supplier.id}`, {
      role: 'reviewer',
    });
    expect((await call(supplier, 'GET', stylePath(style.id))).statusCode).toBe(403);
    const responded = await call(
      supplier,
      'POST',
      `/api/requests/${requestId}/responses`,
      quoteBody({ acceptNda: true }),
    );
    expect(responded.statusCode).toBe(201);
    const opened = await call(supplier, 'GET', stylePath(style.id));
    expect(opened.statusCode).toBe(200);

    // 3,000 units: the 2,000+ tier (380 cents).
    const response = responded.json<SupplierResponse>();
    await readyToAccept(brand, response.id);
    expect(
      (
        await call(brand, 'POST', `/api/requests/responses/${response.id}/status`, {
          status: 'hired',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(brand, 'GET', stylePath(style.id))).json<Style>().quotedFob?.unitPriceCents,
    ).toBe(380);
  });
});
