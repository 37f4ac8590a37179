/**
 * The companies module through its routes: a client's company profile and team, a supplier's
 * profile, catalogue and services, account settings and deletion. Owners and privacy on every
 * route: what a caller may not see is 404.
 */
import { UNVERIFIED_EMAIL_MESSAGE } from '@atelier/api-contract';
import type {
  CatalogueAccessLog,
  Company,
  DirectoryPage,
  MyCompany,
  MyServices,
  MySupplierProfile,
  NotificationPreferences,
  PublicSupplier,
  SupplierProfile,
  SupplierService,
  Team,
} from '@atelier/api-contract';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../../src/app';
import {
  ACCOUNT_MESSAGES,
  COMPANY_FORM_MESSAGES,
  COMPANY_MESSAGES,
  SERVICE_CATALOGUE_MESSAGES,
  SERVICE_FORM_MESSAGES,
  SUPPLIER_PROFILE_MESSAGES,
  TEAM_MESSAGES,
} from '../../../src/modules/companies/messages';
import { build } from '../../helper';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { validProfile } from '../../support/profiles';
import { smallPdf, smallPng, uploadThroughTus } from '../../support/uploads';

type User = Awaited<ReturnType<typeof signedInUser>>;

let app: App;
let keycloak: FakeKeycloak;
let storageDir: string;

const client = () => signedInUser(keycloak, { roles: ['client'] });
const supplier = () => signedInUser(keycloak, { roles: ['supplier'] });

const company = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maison Verte',
  website: 'maisonverte.example',
  location: 'Lyon, France',
  description: 'Sustainable outerwear.',
  logo: null,
  ...overrides,
});

const supplierProfile = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Porto Knit Mills',
  capabilities: ['Knitting', ' Dyeing ', 'knitting', ''],
  certifications: ['GOTS', 'OEKO-TEX'],
  regions: ['Europe'],
  description: 'Circular knitting for fashion brands.',
  website: '',
  location: 'Porto, Portugal',
  logo: null,
  ...overrides,
});

const service = (overrides: Record<string, unknown> = {}) => ({
  title: 'Organic cotton jersey knitting',
  type: 'Garment Manufacturer',
  description: 'Knitting, dyeing and finishing of organic cotton jersey.',
  categories: ['Activewear', 'Sustainable'],
  certifications: ['GOTS'],
  priceMin: 500,
  priceMax: 1200,
  currency: 'EUR',
  moq: 300,
  leadTimeMinDays: 14,
  leadTimeMaxDays: 30,
  ...overrides,
});

const put = (user: User, url: string, payload: unknown) =>
  app.inject({ method: 'PUT', url, headers: user.headers, payload: payload as object });
const post = (user: User, url: string, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (user: User | undefined, url: string) =>
  app.inject({ url, ...(user === undefined ? {} : { headers: user.headers }) });
const del = (user: User, url: string, payload?: unknown) =>
  app.inject({
    method: 'DELETE',
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function subscribe(userId: string) {
  await app.db.query(
    `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
     VALUES ($1, $2, $3, 'active')`,
    [userId, `sub_${userId}`, `cus_${userId}`],
  );
}

describe.each(BACKENDS)('companies on %s', (_name, open) => {
  let database: TestDatabase;
  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-companies-'));
    database = await open();
    // The app would close the database; drop() closes it (and drops it on PostgreSQL).
    app = await build({
      keycloak,
      config: { storageDir },
      database: { ...database.db, close: () => Promise.resolve() },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await keycloak.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  describe('a client company profile', () => {
    it('is empty at first, then created with its owner, read back, and public by id', async () => {
      const owner = await client();
      expect((await get(owner, '/api/companies/mine')).json<MyCompany>()).toEqual({
        company: null,
        memberRole: null,
      });
      const logo = await uploadThroughTus(
        app,
        owner.headers,
        'image',
        'logo.png',
        await smallPng(),
      );
      const saved = await put(owner, '/api/companies/mine', company({ logo }));
      expect(saved.statusCode).toBe(200);
      const mine = saved.json<MyCompany>();
      expect(mine.memberRole).toBe('owner');
      expect(mine.company).toMatchObject({
        name: 'Maison Verte',
        website: 'https://maisonverte.example/',
        location: 'Lyon, France',
        logo: { key: logo, thumbnailUrl: `/api/images/${logo}/w320.webp` },
      });
      expect((await get(owner, '/api/companies/mine')).json<MyCompany>()).toEqual(mine);
      const id = mine.company?.id ?? '';
      const publicRead = await get(undefined, `/api/companies/${id}`);
      expect(publicRead.statusCode).toBe(200);
      expect(publicRead.json<Company>().name).toBe('Maison Verte');
      await expect(app.companies.companyOfUser(owner.id)).resolves.toMatchObject({ id });
    });

    it.each([
      ['a blank name', { name: '  ' }, COMPANY_FORM_MESSAGES.name],
      ['a website that is no address', { website: 'not a site' }, COMPANY_FORM_MESSAGES.website],
      [
        'a website of another scheme',
        { website: 'ftp://files.example' },
        COMPANY_FORM_MESSAGES.website,
      ],
      [
        'a logo that is not an upload of theirs',
        { logo: 'a'.repeat(32) },
        COMPANY_FORM_MESSAGES.logo,
      ],
    ])('refuses %s with its message', async (_case, overrides, message) => {
      const owner = await client();
      const response = await put(owner, '/api/companies/mine', company(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    });

    it('answers 404 for an unknown company and keeps the routes to clients', async () => {
      expect((await get(undefined, `/api/companies/${randomUUID()}`)).statusCode).toBe(404);
      expect((await get(undefined, `/api/companies/${randomUUID()}`)).json()).toMatchObject({
        message: COMPANY_MESSAGES.notFound,
      });
      expect((await get(await supplier(), '/api/companies/mine')).statusCode).toBe(403);
      expect((await get(undefined, '/api/companies/mine')).statusCode).toBe(401);
    });
  });

  describe('the team', () => {
    it('invites an email; whoever signs in with it joins with the client role; owners remove', async () => {
      const owner = await client();
      await put(owner, '/api/companies/mine', company());
      const invitee = await signedInUser(keycloak, { email: 'Jo.Designer@brand.example' });
      const invited = await post(owner, '/api/companies/mine/team/invitations', {
        email: ' jo.designer@BRAND.example ',
      });
      expect(invited.statusCode).toBe(201);
      expect(invited.json<Team>().invitations.map((i) => i.email)).toEqual([
        'jo.designer@brand.example',
      ]);
      const again = await post(owner, '/api/companies/mine/team/invitations', {
        email: 'jo.designer@brand.example',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        message: TEAM_MESSAGES.alreadyInvited('jo.designer@brand.example'),
      });

      // The invitee, a newcomer without a role, is offered the company, then accepts.
      await get(invitee, '/api/me');
      expect((await get(undefined, '/api/companies/invitations/pending')).statusCode).toBe(401);
      const pending = await get(invitee, '/api/companies/invitations/pending');
      expect(pending.statusCode).toBe(200);
      expect(pending.json<{ company: Company }>().company).toMatchObject({ name: 'Maison Verte' });
      expect(
        (await get(owner, '/api/companies/invitations/pending')).json<{ company: null }>(),
      ).toEqual({ company: null });
      const accepted = await post(invitee, '/api/companies/invitations/accept');
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json<{ company: Company }>().company.name).toBe('Maison Verte');
      expect(keycloak.roles.get(invitee.id)).toEqual(new Set(['client']));

      // Joined: nothing waits any more.
      expect(
        (await get(invitee, '/api/companies/invitations/pending')).json<{ company: null }>(),
      ).toEqual({ company: null });
      const team = (await get(owner, '/api/companies/mine/team')).json<Team>();
      expect(team.invitations).toEqual([]);
      expect(team.members.map((m) => [m.email, m.role])).toEqual([
        [owner.email, 'owner'],
        ['jo.designer@brand.example', 'member'],
      ]);

      // A member with the client role sees the team, but neither manages it nor edits the profile.
      const member = {
        ...invitee,
        headers: {
          authorization: `Bearer ${await keycloak.sign({ sub: invitee.id, email: invitee.email, roles: ['client'] })}`,
        },
      };
      expect((await get(member, '/api/companies/mine')).json<MyCompany>().memberRole).toBe(
        'member',
      );
      const memberInvites = await post(member, '/api/companies/mine/team/invitations', {
        email: 'x@brand.example',
      });
      expect(memberInvites.statusCode).toBe(403);
      expect(memberInvites.json()).toMatchObject({ message: TEAM_MESSAGES.ownersOnly });
      const memberEdits = await put(member, '/api/companies/mine', company({ name: 'Hijacked' }));
      expect(memberEdits.statusCode).toBe(403);
      expect(memberEdits.json()).toMatchObject({ message: COMPANY_MESSAGES.ownersOnly });

      // Owners cannot remove themselves; another company's owner finds no such member.
      expect((await del(owner, `/api/companies/mine/team/members/${owner.id}`)).statusCode).toBe(
        403,
      );
      const stranger = await client();
      await put(stranger, '/api/companies/mine', company({ name: 'Other Brand' }));
      expect(
        (await del(stranger, `/api/companies/mine/team/members/${invitee.id}`)).statusCode,
      ).toBe(404);
      const removed = await del(owner, `/api/companies/mine/team/members/${invitee.id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json<Team>().members).toHaveLength(1);
    });

    it('gives an invitation only to an account that verified the invited address', async () => {
      const owner = await client();
      await put(owner, '/api/companies/mine', company({ name: 'Verified Only' }));
      await post(owner, '/api/companies/mine/team/invitations', { email: 'taken@brand.example' });
      // Someone registered the invited address without proving it is theirs.
      const sub = randomUUID();
      keycloak.roles.set(sub, new Set());
      const claimed = {
        authorization: `Bearer ${await keycloak.sign({ sub, email: 'taken@brand.example' })}`,
      };
      const unverified = {
        authorization: `Bearer ${await keycloak.sign({ sub, email: 'taken@brand.example', emailVerified: false })}`,
      };
      const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
        app.inject({ method, url, headers });
      expect((await call('GET', '/api/companies/invitations/pending', claimed)).json()).toEqual({
        company: null,
      });
      expect((await call('POST', '/api/companies/invitations/accept', claimed)).json()).toEqual({
        company: null,
      });
      const refused = await call('POST', '/api/companies/invitations/accept', unverified);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: UNVERIFIED_EMAIL_MESSAGE });
      expect(keycloak.roles.get(sub)?.has('client')).toBe(false);
      // Once Keycloak says the address is verified, the same account joins.
      const verified = await signedInUser(keycloak, { email: 'taken@brand.example' });
      const joined = await post(verified, '/api/companies/invitations/accept');
      expect(joined.json<{ company: Company }>().company).toMatchObject({ name: 'Verified Only' });
    });

    it('refuses an invalid email and withdraws invitations; no company: 404', async () => {
      const owner = await client();
      expect((await get(owner, '/api/companies/mine/team')).statusCode).toBe(404);
      await put(owner, '/api/companies/mine', company());
      const bad = await post(owner, '/api/companies/mine/team/invitations', { email: 'nobody' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: TEAM_MESSAGES.email });
      const team = (
        await post(owner, '/api/companies/mine/team/invitations', { email: 'a@b.example' })
      ).json<Team>();
      const id = team.invitations[0]?.id ?? '';
      const other = await client();
      await put(other, '/api/companies/mine', company());
      expect((await del(other, `/api/companies/mine/team/invitations/${id}`)).statusCode).toBe(404);
      const withdrawn = await del(owner, `/api/companies/mine/team/invitations/${id}`);
      expect(withdrawn.json<Team>().invitations).toEqual([]);
      const nobody = await signedInUser(keycloak, { email: 'a@b.example' });
      expect((await post(nobody, '/api/companies/invitations/accept')).json()).toEqual({
        company: null,
      });
    });
  });

  describe('a supplier profile', () => {
    it('is saved with lists cleaned, read back, and public with its services', async () => {
      const owner = await supplier();
      expect((await get(owner, '/api/suppliers/me/profile')).json<MySupplierProfile>()).toEqual({
        profile: null,
      });
      const saved = await put(owner, '/api/suppliers/me/profile', supplierProfile());
      expect(saved.statusCode).toBe(200);
      expect(saved.json<SupplierProfile>()).toMatchObject({
        companyName: 'Porto Knit Mills',
        capabilities: ['Knitting', 'Dyeing'],
        regions: ['Europe'],
        website: null,
        verified: false,
        catalogue: null,
      });
      await post(owner, '/api/suppliers/me/services', service());
      const visitor = await get(undefined, `/api/suppliers/${owner.id}`);
      expect(visitor.statusCode).toBe(200);
      const entry = visitor.json<PublicSupplier>();
      expect(entry.profile.companyName).toBe('Porto Knit Mills');
      expect(entry.services.map((s) => s.title)).toEqual(['Organic cotton jersey knitting']);
      await expect(app.companies.publicSupplierProfile(owner.id)).resolves.toEqual(entry);
      expect((await get(undefined, `/api/suppliers/${randomUUID()}`)).statusCode).toBe(404);
    });

    it('is listed in the directory with its services, and found by them', async () => {
      const owner = await supplier();
      const word = `zq${Math.random().toString(36).slice(2, 7)}`;
      const titleWord = `qv${Math.random().toString(36).slice(2, 7)}`;
      const listed = async (query: string) =>
        (await get(undefined, `/api/directory?${query}`))
          .json<DirectoryPage>()
          .profiles.filter((one) => one.userId === owner.id);
      // The shell reads /api/me first, which creates the profile the listing belongs to.
      expect((await get(owner, '/api/me')).statusCode).toBe(200);
      await put(
        owner,
        '/api/suppliers/me/profile',
        supplierProfile({ companyName: `Mills ${word}` }),
      );
      expect(await listed(`role=supplier&q=${word}`)).toEqual([
        expect.objectContaining({
          role: 'supplier',
          fullName: `Mills ${word}`,
          profession: 'Supplier',
          location: 'Porto, Portugal',
          skills: ['Knitting', 'Dyeing'],
          isPro: false,
        }),
      ]);
      const created = await post(
        owner,
        '/api/suppliers/me/services',
        service({ title: `Jersey ${titleWord} knitting` }),
      );
      const entry = await listed(`q=${titleWord}`);
      expect(entry).toEqual([
        expect.objectContaining({
          profession: 'Garment Manufacturer',
          categories: ['Activewear', 'Sustainable'],
        }),
      ]);
      expect(await listed('role=supplier&location=porto')).toHaveLength(1);
      await del(owner, `/api/suppliers/me/services/${created.json<SupplierService>().id}`);
      expect(await listed(`q=${titleWord}`)).toEqual([]);
      expect(await listed(`q=${word}`)).toHaveLength(1);
    });

    it.each([
      ['a blank company name', { companyName: '' }, SUPPLIER_PROFILE_MESSAGES.companyName],
      ['no capability', { capabilities: [' '] }, SUPPLIER_PROFILE_MESSAGES.capabilities],
      ['no region', { regions: [] }, SUPPLIER_PROFILE_MESSAGES.regions],
      ['an unknown region', { regions: ['Mars'] }, SUPPLIER_PROFILE_MESSAGES.unknownRegion('Mars')],
      ['a bad website', { website: 'no way' }, SUPPLIER_PROFILE_MESSAGES.website],
    ])('refuses %s with its message', async (_case, overrides, message) => {
      const response = await put(
        await supplier(),
        '/api/suppliers/me/profile',
        supplierProfile(overrides),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    });

    it('takes a service catalogue PDF from a Pro supplier only, and lets signed-in users fetch it', async () => {
      const owner = await supplier();
      await put(owner, '/api/suppliers/me/profile', supplierProfile());
      const pdf = await uploadThroughTus(
        app,
        owner.headers,
        'service-catalogue',
        'Catalogue 2026.pdf',
        smallPdf(),
      );
      const starter = await put(owner, '/api/suppliers/me/catalogue', { key: pdf });
      expect(starter.statusCode).toBe(403);
      expect(starter.json()).toMatchObject({ message: SERVICE_CATALOGUE_MESSAGES.proOnly });

      await subscribe(owner.id);
      const notPdf = await uploadThroughTus(
        app,
        owner.headers,
        'service-catalogue',
        'list.txt',
        smallPdf(),
      );
      expect(
        (await put(owner, '/api/suppliers/me/catalogue', { key: notPdf })).json(),
      ).toMatchObject({
        message: SERVICE_CATALOGUE_MESSAGES.notPdf('list.txt'),
      });
      const fake = await uploadThroughTus(
        app,
        owner.headers,
        'service-catalogue',
        'fake.pdf',
        Buffer.from('not a pdf at all'),
      );
      expect((await put(owner, '/api/suppliers/me/catalogue', { key: fake })).json()).toMatchObject(
        {
          message: SERVICE_CATALOGUE_MESSAGES.notPdf('fake.pdf'),
        },
      );
      const pro = await put(owner, '/api/suppliers/me/catalogue', { key: pdf });
      expect(pro.statusCode).toBe(200);
      const profile = pro.json<SupplierProfile>();
      // Pro is not verified: the badge waits for an admin's approval (issue 43).
      expect(profile.verified).toBe(false);
      expect(profile.catalogue).toMatchObject({
        name: 'Catalogue 2026.pdf',
        url: `/api/uploads/${pdf}/download`,
      });

      const reader = await client();
      const download = await get(reader, `/api/uploads/${pdf}/download`);
      expect(download.statusCode).toBe(302);

      const removed = await del(owner, '/api/suppliers/me/catalogue');
      expect(removed.json<SupplierProfile>().catalogue).toBeNull();
      expect((await get(reader, `/api/uploads/${pdf}/download`)).statusCode).toBe(404);
    });
  });

  describe("a supplier's public page (issue 43)", () => {
    /** A supplier with a profile and one service; Pro (with a catalogue) when `catalogue`. */
    async function supplierWithPage(companyName: string, catalogue: boolean) {
      const owner = await supplier();
      await get(owner, '/api/me');
      await put(owner, '/api/suppliers/me/profile', supplierProfile({ companyName }));
      await post(owner, '/api/suppliers/me/services', service());
      if (!catalogue) return { owner, key: null };
      await subscribe(owner.id);
      const key = await uploadThroughTus(
        app,
        owner.headers,
        'service-catalogue',
        `${companyName}.pdf`,
        smallPdf(),
      );
      expect((await put(owner, '/api/suppliers/me/catalogue', { key })).statusCode).toBe(200);
      return { owner, key };
    }

    it('is readable by anyone; the catalogue is a Pro one, its link for signed-in readers, each download logged', async () => {
      const starter = await supplierWithPage('Starter Knits', false);
      const pro = await supplierWithPage('Pro Weaves', true);
      // A supplier whose Pro plan lapsed keeps the file uploaded while Pro, but offers it no more.
      const lapsed = await supplierWithPage('Lapsed Looms', true);
      await app.db.query(`UPDATE subscriptions SET status = 'canceled' WHERE user_id = $1`, [
        lapsed.owner.id,
      ]);

      for (const { owner } of [starter, pro, lapsed]) {
        const page = await get(undefined, `/api/suppliers/${owner.id}`);
        expect(page.statusCode).toBe(200);
        const { profile, services } = page.json<PublicSupplier>();
        expect(profile).toMatchObject({
          certifications: ['GOTS', 'OEKO-TEX'],
          regions: ['Europe'],
          location: 'Porto, Portugal',
          // The profile's own catalogue (key and link) is its owner's view only.
          catalogue: null,
        });
        expect(services).toEqual([
          expect.objectContaining({
            priceMin: 500,
            priceMax: 1200,
            currency: 'EUR',
            moq: 300,
            leadTimeMinDays: 14,
            leadTimeMaxDays: 30,
          }),
        ]);
      }
      const asVisitor = async (userId: string) =>
        (await get(undefined, `/api/suppliers/${userId}`)).json<PublicSupplier>();
      expect(await asVisitor(starter.owner.id)).toMatchObject({
        profile: { companyName: 'Starter Knits', verified: false },
        catalogue: null,
      });
      expect(await asVisitor(lapsed.owner.id)).toMatchObject({
        profile: { verified: false },
        catalogue: null,
      });
      expect(await asVisitor(pro.owner.id)).toMatchObject({
        // Pro without an approved verification (issue 43): no badge.
        profile: { companyName: 'Pro Weaves', verified: false },
        catalogue: { name: 'Pro Weaves.pdf', size: smallPdf().length, url: null },
      });

      const brand = await client();
      const signedIn = (await get(brand, `/api/suppliers/${pro.owner.id}`)).json<PublicSupplier>();
      expect(signedIn.catalogue?.url).toBe(`/api/uploads/${pro.key}/download`);
      expect(
        (await get(brand, `/api/suppliers/${starter.owner.id}`)).json<PublicSupplier>().catalogue,
      ).toBeNull();

      // Downloads: signed in only, a Pro's catalogue only.
      expect((await get(undefined, `/api/uploads/${pro.key}/download`)).statusCode).toBe(401);
      const download = await get(brand, `/api/uploads/${pro.key}/download`);
      expect(download.statusCode).toBe(302);
      expect(download.headers.location).toBeDefined();
      expect((await get(brand, `/api/uploads/${lapsed.key}/download`)).statusCode).toBe(404);
      // The owner's own downloads are not anyone's visit.
      expect((await get(pro.owner, `/api/uploads/${pro.key}/download`)).statusCode).toBe(302);

      const log = await get(pro.owner, '/api/suppliers/me/catalogue/downloads');
      expect(log.statusCode).toBe(200);
      expect(log.json<CatalogueAccessLog>().downloads).toEqual([
        {
          fileName: 'Pro Weaves.pdf',
          userId: brand.id,
          userName: expect.any(String) as string,
          downloadedAt: expect.any(String) as string,
        },
      ]);
      expect(
        (
          await get(lapsed.owner, '/api/suppliers/me/catalogue/downloads')
        ).json<CatalogueAccessLog>().downloads,
      ).toEqual([]);
      expect((await get(brand, '/api/suppliers/me/catalogue/downloads')).statusCode).toBe(403);
    });

    it('answers 404 for an unknown supplier and for a user without a supplier profile', async () => {
      const unknown = await get(undefined, `/api/suppliers/${randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: COMPANY_MESSAGES.supplierNotFound });
      const brand = await client();
      expect((await get(brand, `/api/suppliers/${brand.id}`)).statusCode).toBe(404);
      expect((await get(undefined, '/api/suppliers/not-a-uuid')).statusCode).toBe(400);
    });
  });

  describe('services', () => {
    it('are created, listed, changed and deleted by their supplier only', async () => {
      const owner = await supplier();
      const created = await post(owner, '/api/suppliers/me/services', service());
      expect(created.statusCode).toBe(201);
      const saved = created.json<SupplierService>();
      expect(saved).toMatchObject({ priceMin: 500, priceMax: 1200, currency: 'EUR', moq: 300 });

      const other = await supplier();
      expect((await get(other, `/api/suppliers/me/services/${saved.id}`)).statusCode).toBe(404);
      expect(
        (await put(other, `/api/suppliers/me/services/${saved.id}`, service())).statusCode,
      ).toBe(404);
      expect((await del(other, `/api/suppliers/me/services/${saved.id}`)).statusCode).toBe(404);
      expect((await get(other, '/api/suppliers/me/services')).json<MyServices>().services).toEqual(
        [],
      );

      const changed = await put(
        owner,
        `/api/suppliers/me/services/${saved.id}`,
        service({ moq: 100 }),
      );
      expect(changed.json<SupplierService>().moq).toBe(100);
      expect(
        (await get(owner, '/api/suppliers/me/services')).json<MyServices>().services,
      ).toHaveLength(1);
      expect((await del(owner, `/api/suppliers/me/services/${saved.id}`)).statusCode).toBe(204);
      const gone = await get(owner, `/api/suppliers/me/services/${saved.id}`);
      expect(gone.json()).toMatchObject({ message: COMPANY_MESSAGES.serviceNotFound });
      expect((await get(await client(), '/api/suppliers/me/services')).statusCode).toBe(403);
    });

    it.each([
      ['a blank title', { title: ' ' }, SERVICE_FORM_MESSAGES.title],
      ['an unknown type', { type: 'Bakery' }, SERVICE_FORM_MESSAGES.type],
      ['no category', { categories: [] }, SERVICE_FORM_MESSAGES.categories],
      ['an unknown category', { categories: ['Cakes'] }, SERVICE_FORM_MESSAGES.categories],
      ['a blank description', { description: '' }, SERVICE_FORM_MESSAGES.description],
      [
        'a price range upside down',
        { priceMin: 10, priceMax: 5 },
        SERVICE_FORM_MESSAGES.priceRange,
      ],
      [
        'a lead time upside down',
        { leadTimeMinDays: 9, leadTimeMaxDays: 3 },
        SERVICE_FORM_MESSAGES.leadTime,
      ],
    ])('refuses %s with its message', async (_case, overrides, message) => {
      const response = await post(
        await supplier(),
        '/api/suppliers/me/services',
        service(overrides),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    });
  });

  describe('account settings', () => {
    it('stores notification preferences per user', async () => {
      const user = await client();
      const defaults = (
        await get(user, '/api/account/notification-preferences')
      ).json<NotificationPreferences>();
      expect(Object.values(defaults).every(Boolean)).toBe(true);
      const changed = { ...defaults, productUpdates: false };
      expect((await put(user, '/api/account/notification-preferences', changed)).json()).toEqual(
        changed,
      );
      expect((await get(user, '/api/account/notification-preferences')).json()).toEqual(changed);
      const other = await client();
      expect((await get(other, '/api/account/notification-preferences')).json()).toEqual(defaults);
    });

    it('deletes the account: its data here, its profile and the Keycloak user', async () => {
      const user = await supplier();
      await get(user, '/api/me');
      await put(user, '/api/suppliers/me/profile', supplierProfile());
      await post(user, '/api/suppliers/me/services', service());
      const unconfirmed = await del(user, '/api/account', { confirmation: 'yes' });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json()).toMatchObject({ message: ACCOUNT_MESSAGES.confirmation });

      const deleted = await del(user, '/api/account', { confirmation: 'DELETE' });
      expect(deleted.statusCode).toBe(204);
      expect(keycloak.roles.has(user.id)).toBe(false);
      expect((await get(undefined, `/api/suppliers/${user.id}`)).statusCode).toBe(404);
      await expect(app.profiles.findById(user.id)).resolves.toBeUndefined();
      await expect(app.companies.listServices(user.id)).resolves.toEqual([]);
    });

    it("takes a freelancer's products with the account", async () => {
      const user = await signedInUser(keycloak, { roles: ['freelancer'] });
      await get(user, '/api/me');
      const image = await uploadThroughTus(
        app,
        user.headers,
        'image',
        'front.png',
        await smallPng(),
      );
      const file = await uploadThroughTus(
        app,
        user.headers,
        'product-file',
        'pack.pdf',
        smallPdf(),
      );
      const created = await post(user, '/api/catalogue/products', {
        title: 'Denim Jacket Tech Pack',
        description: 'A complete tech pack.',
        category: 'Design Templates',
        price: 2900,
        productType: 'ready-made',
        images: [{ key: image, name: 'front.png', size: 1 }],
        files: [{ key: file, name: 'pack.pdf', size: 1, type: 'application/pdf' }],
      });
      expect(created.statusCode).toBe(201);
      expect((await del(user, '/api/account', { confirmation: 'DELETE' })).statusCode).toBe(204);
      await expect(app.catalogue.listOwn(user.id)).resolves.toEqual([]);
      expect((await get(undefined, `/api/images/${image}/w320.webp`)).statusCode).toBe(404);
    });

    it("takes a freelancer's public profile, photo, portfolio and testimonials with the account", async () => {
      const user = await signedInUser(keycloak, { roles: ['freelancer'] });
      await get(user, '/api/me');
      const upload = (name: string) =>
        smallPng().then((bytes) => uploadThroughTus(app, user.headers, 'image', name, bytes));
      const photo = await upload('me.png');
      const look = await upload('look.png');
      const username = `gone-${user.id.slice(0, 8)}`;
      const saved = await put(
        user,
        '/api/me/public-profile',
        validProfile({ username, photoKey: photo }),
      );
      expect(saved.statusCode).toBe(200);
      const project = await post(user, '/api/me/projects', {
        title: 'Resort capsule',
        category: 'Swimwear Design',
        description: 'Six swim pieces.',
        status: 'published',
        images: [{ key: look, name: 'look.png', size: 1 }],
      });
      expect(project.statusCode).toBe(201);
      await app.portfolio.addTestimonial({
        hireId: randomUUID(),
        freelancerId: user.id,
        clientId: randomUUID(),
        clientName: 'Lena Brand',
        clientAvatarUrl: null,
        projectName: 'Resort capsule',
        rating: 5,
        comment: 'Precise.',
      });

      expect((await del(user, '/api/account', { confirmation: 'DELETE' })).statusCode).toBe(204);
      expect((await get(undefined, `/api/profiles/${username}`)).statusCode).toBe(404);
      await expect(app.portfolio.listOwn(user.id)).resolves.toEqual([]);
      await expect(app.portfolio.testimonialsOf(user.id)).resolves.toEqual([]);
      for (const key of [photo, look]) {
        expect((await get(undefined, `/api/images/${key}/w320.webp`)).statusCode).toBe(404);
        await expect(app.uploads.find(key)).resolves.toBeUndefined();
      }
    });

    it("hands an owner's company to the next member when the owner's account goes", async () => {
      const owner = await client();
      await get(owner, '/api/me');
      await put(owner, '/api/companies/mine', company());
      const mate = await client();
      await get(mate, '/api/me');
      await post(owner, '/api/companies/mine/team/invitations', { email: mate.email });
      await post(mate, '/api/companies/invitations/accept');
      expect((await del(owner, '/api/account', { confirmation: 'DELETE' })).statusCode).toBe(204);
      expect((await get(mate, '/api/companies/mine')).json<MyCompany>().memberRole).toBe('owner');
    });
  });
});
