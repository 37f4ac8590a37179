/**
 * Verified Supplier means verified (issue 43, item 3), through the routes: a Starter supplier is
 * refused with why (the Pro gate's answer), a Pro supplier applies with business details and a
 * document, an admin approves or refuses it with a reason (the supplier notified in the app and
 * by e-mail), nobody else reviews, and the badge shows after an approval and only while Pro: on
 * the supplier's profile, their public page, their public profile and the directory.
 */
import type {
  DirectoryPage,
  MyVerification,
  Notification,
  PendingVerifications,
  PublicSupplier,
  VerificationApplication,
} from '@atelier/api-contract';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../../src/app';
import { forbiddenRoleMessage } from '../../../src/platform/authentication';
import { VERIFICATION_MESSAGES } from '../../../src/modules/companies/messages';
import { MAIL_WORK } from '../../../src/modules/mail/service';
import { build } from '../../helper';
import { subscribe } from '../../support/billing';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { startMailCatcher, type MailCatcher } from '../../support/mail-catcher';
import { member, type User } from '../../support/messaging';
import { smallPdf, uploadThroughTus } from '../../support/uploads';

let app: App;
let keycloak: FakeKeycloak;
let catcher: MailCatcher;
let storageDir: string;

const MINE = '/api/suppliers/me/verification';
const QUEUE = '/api/admin/supplier-verifications';

const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.close();
});

/** A supplier with a saved profile (listed in the directory under `companyName`). */
async function supplierNamed(companyName: string) {
  const supplier = await member(app, keycloak, 'supplier', `${companyName} Owner`);
  const saved = await call(supplier, 'PUT', '/api/suppliers/me/profile', {
    companyName,
    capabilities: ['Knitting'],
    certifications: [],
    regions: ['Europe'],
    description: 'Circular knitting.',
    website: '',
    location: 'Porto, Portugal',
    logo: null,
  });
  expect(saved.statusCode).toBe(200);
  return supplier;
}

const documentOf = (supplier: User, name = 'registration.pdf') =>
  uploadThroughTus(app, supplier.headers, 'verification-document', name, smallPdf(name));

const application = (document: string, overrides: Record<string, unknown> = {}) => ({
  legalName: 'Porto Knit Mills Lda',
  registrationNumber: 'PT 509 123 456',
  address: 'Rua das Flores 12, 4050-262 Porto, Portugal',
  website: 'portoknit.example',
  document,
  ...overrides,
});

const notificationsOf = async (user: User) =>
  (await call(user, 'GET', '/api/notifications')).json<{ notifications: Notification[] }>()
    .notifications;

async function queuedEmailKinds(userId: string) {
  const rows = await app.kysely
    .selectFrom('scheduled_work')
    .select(['payload'])
    .where('kind', '=', MAIL_WORK.notification)
    .execute();
  return rows
    .map(
      (row) =>
        (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
          userId: string;
          kind: string;
        },
    )
    .filter((payload) => payload.userId === userId)
    .map((payload) => payload.kind);
}

describe.each(BACKENDS)('supplier verification on %s', (_name, open) => {
  let database: TestDatabase;
  let admin: User;
  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-verification-'));
    database = await open();
    app = await build({
      keycloak,
      database: { ...database.db, close: () => Promise.resolve() },
      config: { storageDir, publicOrigin: 'http://localhost:8080', mail: catcher.config() },
    });
    admin = await member(app, keycloak, 'admin', 'Atelier Admin');
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await keycloak.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  /** Whether each place that shows the badge shows it for `supplier` now. */
  async function badges(supplier: User, companyName: string) {
    const own = (await call(supplier, 'GET', MINE)).json<MyVerification>().verified;
    const profile = (await call(supplier, 'GET', '/api/suppliers/me/profile')).json<{
      profile: { verified: boolean };
    }>().profile.verified;
    const page = (await app.inject({ url: `/api/suppliers/${supplier.id}` })).json<PublicSupplier>()
      .profile.verified;
    const listed = (
      await app.inject({
        url: `/api/directory?role=supplier&q=${encodeURIComponent(companyName)}`,
      })
    )
      .json<DirectoryPage>()
      .profiles.find((entry) => entry.userId === supplier.id);
    return { own, profile, page, directory: listed?.verified };
  }

  const none = { own: false, profile: false, page: false, directory: false };
  const all = { own: true, profile: true, page: true, directory: true };

  it('refuses a Starter supplier with why, the Pro gate’s answer', async () => {
    const starter = await supplierNamed('Starter Spinners');
    const document = await documentOf(starter);
    const refused = await call(starter, 'POST', MINE, application(document));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Forbidden', message: VERIFICATION_MESSAGES.proOnly });
    expect(VERIFICATION_MESSAGES.proOnly).toContain('Upgrade to Pro');
    expect((await call(starter, 'GET', MINE)).json()).toEqual({
      application: null,
      verified: false,
    });
    expect((await call(admin, 'GET', QUEUE)).json<PendingVerifications>().applications).toEqual([]);
  });

  it('lets a Pro supplier apply once, checks what they send, and shows no badge before a review', async () => {
    const supplier = await supplierNamed('Pending Purls');
    await subscribe(app, supplier);
    const document = await documentOf(supplier);

    for (const [field, value, message] of [
      ['legalName', '  ', VERIFICATION_MESSAGES.legalName],
      ['registrationNumber', '', VERIFICATION_MESSAGES.registrationNumber],
      ['address', ' ', VERIFICATION_MESSAGES.address],
      ['website', 'not a site', VERIFICATION_MESSAGES.website],
      ['website', '', VERIFICATION_MESSAGES.website],
    ] as const) {
      const answer = await call(supplier, 'POST', MINE, application(document, { [field]: value }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message });
    }
    // Someone else's upload, an unknown key, or an upload of another purpose: not theirs.
    const stranger = await supplierNamed('Stranger Stitches');
    const othersDocument = await documentOf(stranger);
    const catalogue = await uploadThroughTus(
      app,
      supplier.headers,
      'service-catalogue',
      'c.pdf',
      smallPdf(),
    );
    for (const key of [othersDocument, 'f'.repeat(32), catalogue]) {
      const answer = await call(supplier, 'POST', MINE, application(key));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: VERIFICATION_MESSAGES.document });
    }

    const applied = await call(supplier, 'POST', MINE, application(document));
    expect(applied.statusCode).toBe(201);
    expect(applied.json<VerificationApplication>()).toMatchObject({
      supplierId: supplier.id,
      companyName: 'Pending Purls',
      legalName: 'Porto Knit Mills Lda',
      website: 'https://portoknit.example/',
      document: { name: 'registration.pdf', url: `/api/uploads/${document}/download` },
      status: 'pending',
      refusalReason: null,
      reviewedAt: null,
    });
    const again = await call(supplier, 'POST', MINE, application(document));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: VERIFICATION_MESSAGES.pending });
    expect(await badges(supplier, 'Pending Purls')).toEqual(none);

    // The admin sees it waiting and may open its document; another supplier may not.
    const queue = (await call(admin, 'GET', QUEUE)).json<PendingVerifications>().applications;
    expect(queue.map((one) => one.supplierId)).toContain(supplier.id);
    expect((await call(admin, 'GET', `/api/uploads/${document}/download`)).statusCode).toBe(302);
    expect((await call(stranger, 'GET', `/api/uploads/${document}/download`)).statusCode).toBe(404);
  });

  it('is reviewed by admins only', async () => {
    const supplier = await supplierNamed('Guarded Gauze');
    await subscribe(app, supplier);
    const applied = await call(supplier, 'POST', MINE, application(await documentOf(supplier)));
    const { id } = applied.json<VerificationApplication>();
    const brand = await member(app, keycloak, 'client', 'Curious Brand');
    for (const user of [supplier, brand]) {
      for (const [method, url, payload] of [
        ['GET', QUEUE, undefined],
        ['POST', `${QUEUE}/${id}/approve`, undefined],
        ['POST', `${QUEUE}/${id}/refuse`, { reason: 'No.' }],
      ] as const) {
        const answer = await call(user, method, url, payload);
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ message: forbiddenRoleMessage('admin') });
      }
    }
    const unknown = await call(admin, 'POST', `${QUEUE}/${randomUUID()}/approve`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: VERIFICATION_MESSAGES.notFound });
    expect((await call(supplier, 'GET', MINE)).json<MyVerification>().application?.status).toBe(
      'pending',
    );
  });

  it('approved: notified in the app and by e-mail, the badge shows everywhere while Pro only', async () => {
    const supplier = await supplierNamed('Approved Alpaca');
    await subscribe(app, supplier);
    const applied = await call(supplier, 'POST', MINE, application(await documentOf(supplier)));
    const { id } = applied.json<VerificationApplication>();

    const approved = await call(admin, 'POST', `${QUEUE}/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<VerificationApplication>()).toMatchObject({
      status: 'approved',
      reviewedAt: expect.any(String) as string,
    });
    expect(await badges(supplier, 'Approved Alpaca')).toEqual(all);
    // Once: a reviewed application is not reviewed again; a verified supplier does not re-apply.
    expect((await call(admin, 'POST', `${QUEUE}/${id}/refuse`, { reason: 'x' })).statusCode).toBe(
      409,
    );
    const reapply = await call(supplier, 'POST', MINE, application(await documentOf(supplier)));
    expect(reapply.statusCode).toBe(409);
    expect(reapply.json()).toMatchObject({ message: VERIFICATION_MESSAGES.alreadyVerified });
    const queue = (await call(admin, 'GET', QUEUE)).json<PendingVerifications>().applications;
    expect(queue.map((one) => one.id)).not.toContain(id);

    expect(await notificationsOf(supplier)).toEqual([
      expect.objectContaining({
        kind: 'verification-approved',
        type: 'verification',
        message: 'Your business is verified: the Verified Supplier badge now shows on your profile',
      }),
    ]);
    expect(await queuedEmailKinds(supplier.id)).toEqual(['verification-approved']);

    // Pro lapses: no badge; Pro again (trialing counts): the badge is back.
    await subscribe(app, supplier, 'canceled');
    expect(await badges(supplier, 'Approved Alpaca')).toEqual(none);
    await subscribe(app, supplier, 'trialing');
    expect(await badges(supplier, 'Approved Alpaca')).toEqual(all);
  });

  it('refused with a reason: the supplier reads it, may apply again, and has no badge', async () => {
    const supplier = await supplierNamed('Refused Rayon');
    await subscribe(app, supplier);
    const applied = await call(supplier, 'POST', MINE, application(await documentOf(supplier)));
    const { id } = applied.json<VerificationApplication>();

    const blank = await call(admin, 'POST', `${QUEUE}/${id}/refuse`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: VERIFICATION_MESSAGES.reason });

    const reason = 'The registration number does not match the document';
    const refused = await call(admin, 'POST', `${QUEUE}/${id}/refuse`, { reason });
    expect(refused.statusCode).toBe(200);
    expect(refused.json<VerificationApplication>()).toMatchObject({
      status: 'refused',
      refusalReason: reason,
    });
    expect((await call(admin, 'POST', `${QUEUE}/${id}/approve`)).statusCode).toBe(409);
    expect((await call(supplier, 'GET', MINE)).json<MyVerification>()).toMatchObject({
      application: { id, status: 'refused', refusalReason: reason },
      verified: false,
    });
    expect(await badges(supplier, 'Refused Rayon')).toEqual(none);
    expect(await notificationsOf(supplier)).toEqual([
      expect.objectContaining({
        kind: 'verification-refused',
        message: `Your verification was refused: ${reason}`,
      }),
    ]);
    expect(await queuedEmailKinds(supplier.id)).toEqual(['verification-refused']);

    const again = await call(supplier, 'POST', MINE, application(await documentOf(supplier)));
    expect(again.statusCode).toBe(201);
    expect(again.json<VerificationApplication>().status).toBe('pending');
  });
});
