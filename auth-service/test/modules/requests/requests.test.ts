/**
 * Supplier requests end to end through the API: the Post a Request form's rules, drafts and
 * publishing, visibility (confidential brand, invite-only 404), expiry, close / reopen / delete,
 * responses with structured quotes and the Starter allowance, the owner's status machine, and
 * NDA-gated attachments with their access log.
 */
import {
  REQUEST_FORM_MESSAGES,
  type AttachmentAccessLog,
  type Invitations,
  type MyListings,
  type RequestDraftBody,
  type RequestPage,
  type ResponseBody,
  type StarterLimitResponse,
  type SupplierRequest,
  type SupplierResponse,
  type SupplierResponses,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { STARTER_LIMIT_MESSAGES } from '../../../src/modules/billing/messages';
import {
  REQUEST_MESSAGES,
  REQUEST_RULE_MESSAGES,
  RESPONSE_MESSAGES,
} from '../../../src/modules/requests/messages';
import { UPLOAD_MESSAGES } from '../../../src/modules/uploads/messages';
import { startTestApp, type TestApp } from '../../helper';
import { BACKENDS } from '../../support/databases';
import { signedInUser, type FakeKeycloak } from '../../support/keycloak';
import { smallPdf, smallPng, uploadThroughTus } from '../../support/uploads';
import { draft, quoteBody } from '../../support/requests';

type User = Awaited<ReturnType<typeof signedInUser>>;

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe.each(BACKENDS)('requests on %s', (_name, open) => {
  let testApp: TestApp;
  let keycloak: FakeKeycloak;
  let app: App;
  let client: User;
  let otherClient: User;

  beforeAll(async () => {
    testApp = await startTestApp({ storagePrefix: 'atelier-requests-', database: open });
    ({ app, keycloak } = testApp);
    otherClient = await signedInUser(keycloak, { roles: ['client'], name: 'Other Brand' });
  });
  // A new client for each test: writes are rate-limited per user.
  beforeEach(async () => {
    client = await signedInUser(keycloak, { roles: ['client'], name: 'Maison Verde' });
  });
  afterAll(() => testApp.close());

  /** A supplier with a profile (so invitations find them by name or email). */
  async function newSupplier(name = 'Fabrica Norte') {
    const supplier = await signedInUser(keycloak, { roles: ['supplier'], name });
    await app.inject({ method: 'GET', url: '/api/me', headers: supplier.headers });
    return supplier;
  }

  const post = (user: User, body: RequestDraftBody) =>
    app.inject({ method: 'POST', url: '/api/requests', headers: user.headers, payload: body });

  async function publish(overrides: Partial<RequestDraftBody> = {}, owner = client) {
    const response = await post(owner, draft(overrides));
    expect(response.statusCode).toBe(201);
    return response.json<SupplierRequest>();
  }

  const get = (user: User, url: string) =>
    app.inject({ method: 'GET', url, headers: user.headers });

  const respond = (user: User, requestId: string, body: ResponseBody = quoteBody()) =>
    app.inject({
      method: 'POST',
      url: `/api/requests/${requestId}/responses`,
      headers: user.headers,
      payload: body,
    });

  const move = (user: User, responseId: string, status: string, reason?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/requests/responses/${responseId}/status`,
      headers: user.headers,
      payload: { status, ...(reason !== undefined && { reason }) },
    });

  async function attachment(user: User, name = 'spec.pdf') {
    const bytes = smallPdf(name);
    const key = await uploadThroughTus(app, user.headers, 'request-attachment', name, bytes);
    return { key, name };
  }

  describe('Post a Request', () => {
    it.each([
      [{ title: '  ' }, REQUEST_FORM_MESSAGES.title],
      [{ location: '' }, REQUEST_FORM_MESSAGES.location],
      [{ type: '' as const }, REQUEST_FORM_MESSAGES.type],
      [{ category: '' as const }, REQUEST_FORM_MESSAGES.category],
      [{ description: ' ' }, REQUEST_FORM_MESSAGES.description],
      // In the spec's order: the title first.
      [{ title: '', location: '', description: '' }, REQUEST_FORM_MESSAGES.title],
      [{ location: '', category: '' as const }, REQUEST_FORM_MESSAGES.location],
      [
        { preferredRegions: ['Europe' as const, 'Europe' as const] },
        REQUEST_RULE_MESSAGES.regionRepeated('Europe'),
      ],
      [{ budgetMin: 10, budgetMax: 5 }, REQUEST_RULE_MESSAGES.budgetRange],
    ])('publishing %j answers 400 %s', async (overrides, message) => {
      const response = await post(client, draft(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    });

    it('saves a draft without the rules, then publishes it; values trimmed, lists cleaned', async () => {
      const saved = await post(client, draft({ title: '', description: '', status: 'draft' }));
      expect(saved.statusCode).toBe(201);
      const body = saved.json<SupplierRequest>();
      expect(body).toMatchObject({ status: 'draft', company: 'Maison Verde', publishedAt: null });
      const published = await app.inject({
        method: 'PUT',
        url: `/api/requests/${body.id}`,
        headers: client.headers,
        payload: draft({
          title: '  Jersey  ',
          certifications: [' GOTS ', '', 'gots', 'OEKO-TEX'],
          languages: ['English', 'english', ' '],
        }),
      });
      expect(published.statusCode).toBe(200);
      expect(published.json<SupplierRequest>()).toMatchObject({
        status: 'active',
        title: 'Jersey',
        certifications: ['GOTS', 'OEKO-TEX'],
        languages: ['English'],
      });
      const again = await app.inject({
        method: 'PUT',
        url: `/api/requests/${body.id}`,
        headers: client.headers,
        payload: draft(),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: REQUEST_MESSAGES.notDraft });
    });

    it('is for clients only', async () => {
      const supplier = await newSupplier();
      expect((await post(supplier, draft())).statusCode).toBe(403);
    });

    it('expires on its deadline, or 30 days after publishing', async () => {
      const dated = await publish({ deadline: '2099-03-04' });
      expect(dated.expiresAt).toBe('2099-03-05T00:00:00.000Z');
      const open = await publish();
      const days =
        (Date.parse(open.expiresAt ?? '') - Date.parse(open.publishedAt ?? '')) / 86_400_000;
      expect(Math.round(days)).toBe(30);
      const past = await publish({ deadline: '2020-01-01' });
      expect(past.status).toBe('expired');
      const supplier = await newSupplier();
      const list = (await get(supplier, '/api/requests?page=1')).json<RequestPage>();
      expect(list.requests.map((request) => request.id)).not.toContain(past.id);
      // Reopening an expired request gives it a new term.
      const reopened = await app.inject({
        method: 'POST',
        url: `/api/requests/${past.id}/reopen`,
        headers: client.headers,
      });
      expect(reopened.json<SupplierRequest>().status).toBe('active');
    });

    it('refuses attachments that are not the caller’s finished request-attachment uploads', async () => {
      const mine = await attachment(client);
      const theirs = await attachment(otherClient, 'theirs.pdf');
      const image = await uploadThroughTus(app, client.headers, 'image', 'a.png', await smallPng());
      for (const [sent, name] of [
        [theirs, 'theirs.pdf'],
        [{ key: image, name: 'a.png' }, 'a.png'],
      ] as const) {
        const response = await post(client, draft({ attachments: [sent] }));
        expect(response.json()).toMatchObject({ message: REQUEST_RULE_MESSAGES.attachment(name) });
      }
      const twice = await post(client, draft({ attachments: [mine, mine] }));
      expect(twice.json()).toMatchObject({
        message: REQUEST_RULE_MESSAGES.attachmentRepeated('spec.pdf'),
      });
      const saved = await publish({ attachments: [{ ...mine, name: 'renamed.pdf' }] });
      expect(saved.attachments).toEqual([
        expect.objectContaining({
          key: mine.key,
          name: 'spec.pdf',
          size: smallPdf('spec.pdf').length,
        }),
      ]);
      // Held by one request only.
      const reused = await post(client, draft({ attachments: [mine] }));
      expect(reused.json()).toMatchObject({
        message: REQUEST_RULE_MESSAGES.attachment('spec.pdf'),
      });
    });

    it('accepts PDF, JPG, PNG, DOC and DOCX attachments by content, up to 10MB', async () => {
      const accepted = [
        smallPdf(),
        await smallPng(),
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]),
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
      ];
      for (const bytes of accepted) {
        await expect(
          uploadThroughTus(app, client.headers, 'request-attachment', 'file', bytes),
        ).resolves.toMatch(/^[0-9a-f]{32}$/);
      }
      await expect(
        uploadThroughTus(app, client.headers, 'request-attachment', 'x.exe', Buffer.from('MZ....')),
      ).rejects.toThrow('tus PATCH: 415');
      const tooLarge = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          ...client.headers,
          ...TUS,
          'upload-length': String(10 * 1024 * 1024 + 1),
          'upload-metadata': `purpose ${b64('request-attachment')},filename ${b64('big.pdf')}`,
        },
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({
        message: UPLOAD_MESSAGES.tooLarge('big.pdf', '10MB'),
      });
    });
  });

  describe('visibility', () => {
    it('hides a confidential brand until approval and every attachment until a response with the NDA', async () => {
      const file = await attachment(client, 'techpack.pdf');
      const request = await publish({ visibility: 'confidential', attachments: [file] });
      const supplier = await newSupplier();
      const seen = (await get(supplier, `/api/requests/${request.id}`)).json<SupplierRequest>();
      expect(seen).toMatchObject({ company: null, attachments: [], attachmentCount: 1 });
      // The download is refused before the NDA (no access log entry).
      const refused = await get(supplier, `/api/uploads/${file.key}/download`);
      expect(refused.statusCode).toBe(404);

      const noNda = await respond(supplier, request.id, quoteBody({ acceptNda: false }));
      expect(noNda.statusCode).toBe(400);
      expect(noNda.json()).toMatchObject({ message: RESPONSE_MESSAGES.ndaRequired });
      expect((await respond(supplier, request.id)).statusCode).toBe(201);

      const after = (await get(supplier, `/api/requests/${request.id}`)).json<SupplierRequest>();
      // Spec 001 section 6: the identity stays hidden until the client approves a supplier
      // (test/modules/hiring/brand-disclosure.test.ts); the files come with the NDA.
      expect(after.company).toBeNull();
      expect(after.attachments).toEqual([expect.objectContaining({ name: 'techpack.pdf' })]);
      const download = await get(supplier, `/api/uploads/${file.key}/download`);
      expect(download.statusCode).toBe(302);
      // Another supplier still sees nothing.
      const other = await newSupplier('Other Mill');
      expect((await get(other, `/api/requests/${request.id}`)).json()).toMatchObject({
        company: null,
        attachments: [],
      });
      expect((await get(other, `/api/uploads/${file.key}/download`)).statusCode).toBe(404);

      const log = await get(client, `/api/requests/${request.id}/access-log`);
      expect(log.json<AttachmentAccessLog>().downloads).toEqual([
        expect.objectContaining({
          fileName: 'techpack.pdf',
          userId: supplier.id,
          userName: 'Fabrica Norte',
        }),
      ]);
      expect((await get(otherClient, `/api/requests/${request.id}/access-log`)).statusCode).toBe(
        404,
      );
    });

    it('shows a public request’s brand, but its files only after the NDA', async () => {
      const file = await attachment(client, 'public.pdf');
      const request = await publish({ attachments: [file] });
      const supplier = await newSupplier();
      expect((await get(supplier, `/api/requests/${request.id}`)).json()).toMatchObject({
        company: 'Maison Verde',
        attachments: [],
      });
      await respond(supplier, request.id, quoteBody({ acceptNda: false }));
      expect((await get(supplier, `/api/uploads/${file.key}/download`)).statusCode).toBe(404);
    });

    it('lets only invited suppliers find and read an invite-only request (404 otherwise)', async () => {
      const request = await publish({ visibility: 'invite-only', title: 'Invite only denim' });
      const invited = await newSupplier('Invited Mill');
      const uninvited = await newSupplier('Uninvited Mill');
      expect((await get(uninvited, `/api/requests/${request.id}`)).statusCode).toBe(404);
      expect((await respond(uninvited, request.id)).statusCode).toBe(404);

      const invite = (invitee: string, owner = client) =>
        app.inject({
          method: 'POST',
          url: `/api/requests/${request.id}/invitations`,
          headers: owner.headers,
          payload: { invitee },
        });
      expect((await invite('Nobody Here')).json()).toMatchObject({
        message: REQUEST_MESSAGES.inviteeNotFound('Nobody Here'),
      });
      expect((await invite(invited.email, otherClient)).statusCode).toBe(404);
      const byName = await invite('invited mill');
      expect(byName.statusCode).toBe(201);
      expect(byName.json<Invitations>().invitations).toEqual([
        expect.objectContaining({ userId: invited.id, name: 'Invited Mill' }),
      ]);

      const list = (s: User) =>
        get(s, '/api/requests?page=1').then((r) => r.json<RequestPage>().requests.map((x) => x.id));
      expect(await list(invited)).toContain(request.id);
      expect(await list(uninvited)).not.toContain(request.id);
      expect((await get(invited, `/api/requests/${request.id}`)).statusCode).toBe(200);

      const publicOne = await publish();
      const notInviteOnly = await app.inject({
        method: 'POST',
        url: `/api/requests/${publicOne.id}/invitations`,
        headers: client.headers,
        payload: { invitee: invited.email },
      });
      expect(notInviteOnly.json()).toMatchObject({ message: REQUEST_MESSAGES.inviteNotInviteOnly });
    });

    it('keeps drafts to their owner, filters the list and counts views by others', async () => {
      const hidden = await post(client, draft({ status: 'draft', category: 'Denim' }));
      const draftId = hidden.json<SupplierRequest>().id;
      const supplier = await newSupplier();
      expect((await get(supplier, `/api/requests/${draftId}`)).statusCode).toBe(404);

      const knit = await publish({
        category: 'Knitwear',
        type: 'Garment Manufacturer',
        preferredRegions: ['Asia - India'],
      });
      const only = (query: string) =>
        get(supplier, `/api/requests?${query}`).then((r) => r.json<RequestPage>().requests);
      expect((await only('category=Knitwear')).map((r) => r.id)).toEqual([knit.id]);
      expect((await only('region=Asia%20-%20India')).map((r) => r.id)).toEqual([knit.id]);
      expect(
        (await only('type=Garment%20Manufacturer&category=Knitwear')).map((r) => r.id),
      ).toEqual([knit.id]);
      expect((await get(supplier, '/api/requests?page=0')).statusCode).toBe(400);
      expect((await get(client, '/api/requests')).statusCode).toBe(403);

      await get(supplier, `/api/requests/${knit.id}`);
      await get(client, `/api/requests/${knit.id}`);
      const own = (await get(client, `/api/requests/${knit.id}`)).json<SupplierRequest>();
      expect(own.views).toBe(1);
    });
  });

  describe('Manage Listings', () => {
    it('lists the owner’s requests and closes, reopens and deletes them (owner only)', async () => {
      const owner = await signedInUser(keycloak, { roles: ['client'], name: 'Lister' });
      const file = await attachment(owner, 'gone.pdf');
      const request = await publish({ attachments: [file] }, owner);
      const action = (user: User, verb: string) =>
        app.inject({
          method: 'POST',
          url: `/api/requests/${request.id}/${verb}`,
          headers: user.headers,
        });

      expect((await action(otherClient, 'close')).statusCode).toBe(404);
      const closed = await action(owner, 'close');
      expect(closed.json<SupplierRequest>()).toMatchObject({ status: 'closed' });
      expect((await action(owner, 'close')).json()).toMatchObject({
        message: REQUEST_MESSAGES.alreadyClosed,
      });
      const mine = (await get(owner, '/api/requests/mine')).json<MyListings>();
      expect(mine.listings).toEqual([
        expect.objectContaining({ id: request.id, type: 'request', status: 'closed' }),
      ]);
      const supplier = await newSupplier();
      expect((await respond(supplier, request.id)).json()).toMatchObject({
        message: REQUEST_MESSAGES.notOpen,
      });
      expect((await action(owner, 'reopen')).json<SupplierRequest>().status).toBe('active');
      expect((await action(owner, 'reopen')).json()).toMatchObject({
        message: REQUEST_MESSAGES.alreadyOpen,
      });

      const remove = (user: User) =>
        app.inject({ method: 'DELETE', url: `/api/requests/${request.id}`, headers: user.headers });
      expect((await remove(otherClient)).statusCode).toBe(404);
      expect((await remove(owner)).statusCode).toBe(204);
      expect(await app.uploads.find(file.key)).toBeUndefined();
      expect((await get(owner, '/api/requests/mine')).json<MyListings>().listings).toEqual([]);
    });
  });

  describe('responses', () => {
    it('counts the Starter reply allowance once, for the first response only', async () => {
      const supplier = await newSupplier();
      const first = await publish();
      const second = await publish();
      const created = await respond(supplier, first.id);
      expect(created.statusCode).toBe(201);
      const response = created.json<SupplierResponse>();
      expect(response).toMatchObject({ status: 'new', currency: 'EUR', ndaVersion: '2026-11' });

      expect((await respond(supplier, first.id)).json()).toMatchObject({
        message: RESPONSE_MESSAGES.alreadyResponded,
      });
      const revised = await app.inject({
        method: 'PUT',
        url: `/api/requests/responses/${response.id}`,
        headers: supplier.headers,
        payload: quoteBody({ message: 'Revised: 4 weeks.' }),
      });
      expect(revised.statusCode).toBe(200);
      expect(revised.json<SupplierResponse>().message).toBe('Revised: 4 weeks.');

      const refused = await respond(supplier, second.id);
      expect(refused.statusCode).toBe(402);
      expect(refused.json<StarterLimitResponse>()).toMatchObject({
        message: STARTER_LIMIT_MESSAGES['request-reply'],
        allowance: 'request-reply',
        used: 1,
        limit: 1,
      });
    });

    it('lets only one of two simultaneous first responses through', async () => {
      const supplier = await newSupplier();
      const [a, b] = [await publish(), await publish()];
      const answers = await Promise.all([respond(supplier, a.id), respond(supplier, b.id)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 402]);
    });

    it.each([
      [
        {
          tiers: [
            { minQuantity: 1000, unitPrice: 1 },
            { minQuantity: 500, unitPrice: 1 },
          ],
        },
        RESPONSE_MESSAGES.tiersOrder,
      ],
      [{ tiers: [{ minQuantity: 900, unitPrice: 1 }], moq: 500 }, RESPONSE_MESSAGES.moqBelowTiers],
    ])('refuses the quote %j with %s', async (quote, message) => {
      const supplier = await newSupplier();
      const request = await publish();
      const body = quoteBody();
      const answer = await respond(supplier, request.id, {
        ...body,
        quote: { ...body.quote, ...quote },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message });
    });

    it('walks the status machine; illegal moves are 409; the supplier sees a decline’s reason', async () => {
      const request = await publish();
      const supplier = await newSupplier();
      const other = await newSupplier('Second Mill');
      const { id } = (await respond(supplier, request.id)).json<SupplierResponse>();
      const { id: otherId } = (await respond(other, request.id)).json<SupplierResponse>();

      // Another client, the supplier, a freelancer: not theirs to move (404 or 403).
      expect((await move(otherClient, id, 'shortlisted')).statusCode).toBe(404);
      expect((await move(supplier, id, 'shortlisted')).statusCode).toBe(403);
      expect((await get(otherClient, `/api/requests/responses/${id}`)).statusCode).toBe(404);
      expect((await get(other, `/api/requests/responses/${id}`)).statusCode).toBe(404);

      expect((await move(client, id, 'shortlisted')).json()).toMatchObject({
        message: RESPONSE_MESSAGES.illegalMove('new', 'shortlisted'),
      });
      const opened = await get(client, `/api/requests/responses/${id}`);
      expect(opened.json<SupplierResponse>().status).toBe('reviewing');
      expect((await move(client, id, 'hired')).json()).toMatchObject({
        message: RESPONSE_MESSAGES.illegalMove('reviewing', 'hired'),
      });
      expect((await move(client, id, 'shortlisted')).json<SupplierResponse>().status).toBe(
        'shortlisted',
      );
      expect((await move(client, id, 'interviewed')).json<SupplierResponse>().status).toBe(
        'interviewed',
      );
      expect((await move(client, id, 'hired')).json<SupplierResponse>().status).toBe('hired');
      expect((await move(client, id, 'rejected', 'Price')).statusCode).toBe(409);
      const frozen = await app.inject({
        method: 'PUT',
        url: `/api/requests/responses/${id}`,
        headers: supplier.headers,
        payload: quoteBody(),
      });
      expect(frozen.json()).toMatchObject({ message: RESPONSE_MESSAGES.decided });

      expect((await move(client, otherId, 'rejected')).json()).toMatchObject({
        message: RESPONSE_MESSAGES.reasonRequired,
      });
      expect((await move(client, otherId, 'rejected', 'Price too high')).statusCode).toBe(200);
      const theirs = (await get(other, '/api/requests/responses/mine')).json<SupplierResponses>();
      expect(theirs.responses).toEqual([
        expect.objectContaining({
          id: otherId,
          status: 'rejected',
          declineReason: 'Price too high',
          requestTitle: request.title,
        }),
      ]);
      const all = (
        await get(client, `/api/requests/${request.id}/responses`)
      ).json<SupplierResponses>();
      expect(all.responses.map((response) => response.id).sort()).toEqual([id, otherId].sort());
      const received = (
        await get(client, '/api/requests/responses/received')
      ).json<SupplierResponses>();
      expect(received.responses.map((response) => response.id)).toEqual(
        expect.arrayContaining([id, otherId]),
      );
      expect((await get(otherClient, `/api/requests/${request.id}/responses`)).statusCode).toBe(
        404,
      );
    });

    it('lets the owner download a response’s attachment, recorded in the access log', async () => {
      const request = await publish();
      const supplier = await newSupplier();
      const file = await attachment(supplier, 'quote.pdf');
      const { id } = (
        await respond(supplier, request.id, quoteBody({ attachments: [file] }))
      ).json<SupplierResponse>();
      expect((await get(otherClient, `/api/uploads/${file.key}/download`)).statusCode).toBe(404);
      expect((await get(client, `/api/uploads/${file.key}/download`)).statusCode).toBe(302);
      const log = (
        await get(client, `/api/requests/${request.id}/access-log`)
      ).json<AttachmentAccessLog>();
      expect(log.downloads).toEqual([
        expect.objectContaining({ fileName: 'quote.pdf', userId: client.id }),
      ]);
      expect(id).toBeDefined();
    });
  });
});
