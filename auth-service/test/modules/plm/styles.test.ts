/**
 * PLM's styles through their routes (issue 38): Pro creates, Starter is told why not; a style is
 * its owner's (a brand's is its company's) and 404 to anyone else; every save is a revision, and
 * a save over a revision that is no longer current is refused with what changed (no lost update,
 * even with 20 saves at once).
 */
import {
  PLM_MESSAGES,
  type CollaboratorList,
  type Style,
  type StyleConflict,
  type StyleContent,
  type StyleContentRefusal,
  type StyleList,
  type StyleRevision,
  type StyleRevisionList,
} from '@atelier/api-contract';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../../src/app';
import { readPdfText } from '../../../src/modules/plm/export/read-pdf-text';
import { build } from '../../helper';
import { subscribe } from '../../support/billing';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { styleContent } from '../../support/plm';
import { smallPng, uploadThroughTus } from '../../support/uploads';

type User = Awaited<ReturnType<typeof signedInUser>>;

let app: App;
let keycloak: FakeKeycloak;
let storageDir: string;

const STYLES = '/api/plm/styles';
const stylePath = (id: string) => `${STYLES}/${id}`;

const request = (
  user: User | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    ...(user === undefined ? {} : { headers: user.headers }),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function proUser(role: 'freelancer' | 'client' | 'supplier') {
  const user = await signedInUser(keycloak, { roles: [role] });
  await subscribe(app, user);
  return user;
}

async function created(user: User, content: StyleContent = styleContent()): Promise<Style> {
  const response = await request(user, 'POST', STYLES, content);
  expect(response.statusCode).toBe(201);
  return response.json<Style>();
}

/** The company `owner` creates (they become its owner); its id. */
async function companyOf(owner: User): Promise<string> {
  const response = await request(owner, 'PUT', '/api/companies/mine', {
    name: 'Maison Verte',
    website: '',
    location: 'Lyon',
    description: '',
    logo: null,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ company: { id: string } }>().company.id;
}

const saved = (user: User, style: Pick<Style, 'id'>, baseRevision: number, content: StyleContent) =>
  request(user, 'PUT', stylePath(style.id), { baseRevision, content });

describe.each(BACKENDS)('PLM styles on %s', (_name, open) => {
  let database: TestDatabase;
  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-plm-'));
    database = await open();
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

  describe('who creates', () => {
    it.each(['freelancer', 'client', 'supplier'] as const)(
      'a Pro %s creates a style: revision 1, theirs, listed',
      async (role) => {
        const user = await proUser(role);
        const style = await created(user);
        expect(style).toMatchObject({
          revision: 1,
          owner: { kind: 'user', id: user.id },
          content: styleContent(),
          canDelete: true,
        });
        const list = (await request(user, 'GET', STYLES)).json<StyleList>();
        expect(list).toMatchObject({
          total: 1,
          canCreate: true,
          createRefusal: null,
          seasons: ['SS27'],
        });
        expect(list.items[0]).toMatchObject({ id: style.id, styleNumber: 'AT-1001', revision: 1 });
      },
    );

    it('a Starter account is refused with the reason, and its list says so', async () => {
      const starter = await signedInUser(keycloak, { roles: ['freelancer'] });
      const response = await request(starter, 'POST', STYLES, styleContent());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: PLM_MESSAGES.starterRefused });
      expect((await request(starter, 'GET', STYLES)).json<StyleList>()).toMatchObject({
        items: [],
        total: 0,
        canCreate: false,
        createRefusal: PLM_MESSAGES.starterRefused,
      });
    });

    it('signed out is 401', async () => {
      expect((await request(undefined, 'GET', STYLES)).statusCode).toBe(401);
      expect((await request(undefined, 'POST', STYLES, styleContent())).statusCode).toBe(401);
    });
  });

  describe('ownership', () => {
    it("another user's style is 404 on every route", async () => {
      const owner = await proUser('freelancer');
      const other = await proUser('freelancer');
      const style = await created(owner);
      const paths = [
        ['GET', stylePath(style.id)],
        ['GET', `${stylePath(style.id)}/revisions`],
        ['GET', `${stylePath(style.id)}/revisions/1`],
        ['DELETE', stylePath(style.id)],
      ] as const;
      for (const [method, url] of paths) {
        const response = await request(other, method, url);
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.json()).toMatchObject({ message: PLM_MESSAGES.notFound });
      }
      expect((await saved(other, style, 1, styleContent({ name: 'Mine now' }))).statusCode).toBe(
        404,
      );
      const restore = await request(other, 'POST', `${stylePath(style.id)}/revisions/1/restore`, {
        baseRevision: 1,
      });
      expect(restore.statusCode).toBe(404);
      expect((await request(other, 'GET', STYLES)).json<StyleList>().total).toBe(0);
      // Still there, unchanged, for its owner.
      expect((await request(owner, 'GET', stylePath(style.id))).json<Style>().content.name).toBe(
        'Poplin shirt',
      );
    });

    it("a brand member's style is the company's: its members edit it, only its maker or the company's owner deletes", async () => {
      const owner = await proUser('client');
      const companyId = await companyOf(owner);
      const member = await proUser('client');
      const starterMember = await signedInUser(keycloak, { roles: ['client'] });
      for (const user of [member, starterMember]) {
        await app.db.query(
          `INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, 'member')`,
          [companyId, user.id],
        );
      }
      const style = await created(member, styleContent({ styleNumber: 'MV-1' }));
      expect(style.owner).toEqual({ kind: 'company', id: companyId, name: 'Maison Verte' });
      // A Starter member works on the company's style (plans limit creating, not working on).
      const edited = await saved(
        starterMember,
        style,
        1,
        styleContent({ styleNumber: 'MV-1', name: 'Team shirt' }),
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json<Style>()).toMatchObject({ revision: 2, canDelete: false });
      expect(
        (await request(owner, 'GET', STYLES)).json<StyleList>().items.map((s) => s.id),
      ).toEqual([style.id]);
      const refused = await request(starterMember, 'DELETE', stylePath(style.id));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: PLM_MESSAGES.deleteRefused });
      // The same style number twice in one company: the form's field says so.
      const twice = await request(owner, 'POST', STYLES, styleContent({ styleNumber: 'mv-1' }));
      expect(twice.statusCode).toBe(400);
      expect(twice.json<StyleContentRefusal>().problems).toEqual([
        { path: 'styleNumber', message: PLM_MESSAGES.styleNumberTaken },
      ]);
      expect((await request(owner, 'DELETE', stylePath(style.id))).statusCode).toBe(204);
      expect((await request(member, 'GET', stylePath(style.id))).statusCode).toBe(404);
    });
  });

  describe('the tech pack', () => {
    it.each([
      [
        'fibre content that does not total 100%',
        styleContent({
          bom: [{ ...styleContent().bom[0]!, content: [{ fibre: 'Cotton', percent: 95 }] }],
        }),
        PLM_MESSAGES.contentTotal,
      ],
      [
        'a base size outside the range',
        styleContent({ sizeRange: { name: 'custom', sizes: ['S', 'M'], baseSize: 'XL' } }),
        PLM_MESSAGES.baseSizeMissing,
      ],
      [
        'a sketch that is not an upload of theirs',
        styleContent({
          sketches: [{ id: 'front', view: 'front', imageId: 'a'.repeat(32), callouts: [] }],
        }),
        PLM_MESSAGES.uploadMissing,
      ],
    ])('refuses %s with its message', async (_case, content, message) => {
      const user = await proUser('freelancer');
      const response = await request(user, 'POST', STYLES, content);
      expect(response.statusCode).toBe(400);
      expect(response.json<StyleContentRefusal>()).toMatchObject({ message });
    });

    it('keeps sketches with their callouts and answers their images', async () => {
      const user = await proUser('freelancer');
      const image = await uploadThroughTus(
        app,
        user.headers,
        'image',
        'front.png',
        await smallPng(),
      );
      const content = styleContent({
        coverImageId: image,
        sketches: [
          {
            id: 'front',
            view: 'front',
            imageId: image,
            callouts: [
              { id: 'c1', x: 0.25, y: 0.4, note: 'Pocket 12 cm' },
              { id: 'c2', x: 0.5, y: 0.1, note: 'Collar band' },
            ],
          },
        ],
      });
      const style = await created(user, content);
      expect(style.content.sketches[0]?.callouts).toHaveLength(2);
      expect(style.imageUrls).toEqual({ [image]: `/api/images/${image}/w1280.webp` });
      const list = (await request(user, 'GET', STYLES)).json<StyleList>();
      expect(list.items[0]?.coverImageUrl).toBe(`/api/images/${image}/w320.webp`);
    });
  });

  describe('revisions', () => {
    it('each save is a revision with what changed; any revision reads whole and restores as a new one', async () => {
      const user = await proUser('freelancer');
      const style = await created(user);
      const first = styleContent();
      const changedBom = styleContent({
        bom: [{ ...first.bom[0]!, unitCostCents: 520 }, first.bom[1]!],
      });
      const second = await saved(user, style, 1, changedBom);
      expect(second.statusCode).toBe(200);
      expect(second.json<Style>().revision).toBe(2);
      const revisions = (
        await request(user, 'GET', `${stylePath(style.id)}/revisions`)
      ).json<StyleRevisionList>();
      expect(revisions.items.map((r) => [r.revision, r.summary, r.restoredFrom])).toEqual([
        [2, expect.stringContaining('BOM'), null],
        [1, 'Created', null],
      ]);
      const one = (
        await request(user, 'GET', `${stylePath(style.id)}/revisions/1`)
      ).json<StyleRevision>();
      expect(one.content).toEqual(first);
      const restored = await request(user, 'POST', `${stylePath(style.id)}/revisions/1/restore`, {
        baseRevision: 2,
      });
      expect(restored.statusCode).toBe(200);
      expect(restored.json<Style>()).toMatchObject({ revision: 3, content: first });
      const after = (
        await request(user, 'GET', `${stylePath(style.id)}/revisions`)
      ).json<StyleRevisionList>();
      expect(after.items[0]).toMatchObject({
        revision: 3,
        summary: 'Restored revision 1',
        restoredFrom: 1,
      });
      expect((await request(user, 'GET', `${stylePath(style.id)}/revisions/9`)).statusCode).toBe(
        404,
      );
    });

    it('a save over a revision no longer current is 409 with who saved and what changed', async () => {
      const user = await proUser('freelancer');
      const style = await created(user);
      await saved(user, style, 1, styleContent({ name: 'Poplin shirt, relaxed' }));
      const late = await saved(user, style, 1, styleContent({ status: 'Sampling' }));
      expect(late.statusCode).toBe(409);
      const conflict = late.json<StyleConflict>();
      expect(conflict).toMatchObject({
        message: PLM_MESSAGES.revisionConflict,
        currentRevision: 2,
        updatedBy: { id: user.id },
      });
      expect(conflict.changes).toEqual([
        expect.objectContaining({
          section: 'overview',
          kind: 'changed',
          after: 'Poplin shirt, relaxed',
        }),
      ]);
      // Nothing of the late save was written.
      expect((await request(user, 'GET', stylePath(style.id))).json<Style>()).toMatchObject({
        revision: 2,
        content: { status: 'Development' },
      });
    });

    it('20 colleagues save at once: one wins, the others are told; each retries on the new revision, none is lost', async () => {
      const owner = await proUser('client');
      const companyId = await companyOf(owner);
      const members = await Promise.all(
        Array.from({ length: 20 }, () => signedInUser(keycloak, { roles: ['client'] })),
      );
      for (const member of members) {
        await app.db.query(
          `INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, 'member')`,
          [companyId, member.id],
        );
      }
      const style = await created(owner, styleContent({ styleNumber: 'TEAM-20' }));
      const contentOf = (i: number) =>
        styleContent({ styleNumber: 'TEAM-20', description: `Change ${i}` });
      const first = await Promise.all(
        members.map((member, i) => saved(member, style, 1, contentOf(i))),
      );
      expect(first.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(first.filter((r) => r.statusCode === 409)).toHaveLength(19);
      // Each refused colleague reloads and saves again until their change is in.
      await Promise.all(
        first.map(async (response, i) => {
          if (response.statusCode === 200) return;
          const member = members[i]!;
          for (;;) {
            const current = (await request(member, 'GET', stylePath(style.id))).json<Style>();
            const again = await saved(member, style, current.revision, contentOf(i));
            if (again.statusCode === 200) return;
            expect(again.statusCode).toBe(409);
          }
        }),
      );
      const revisions = (
        await request(owner, 'GET', `${stylePath(style.id)}/revisions`)
      ).json<StyleRevisionList>();
      expect(revisions.items.map((r) => r.revision)).toEqual(
        Array.from({ length: 21 }, (_, i) => 21 - i),
      );
      const descriptions = await Promise.all(
        revisions.items
          .filter((r) => r.revision > 1)
          .map(
            async (r) =>
              (
                await request(owner, 'GET', `${stylePath(style.id)}/revisions/${r.revision}`)
              ).json<StyleRevision>().content.description,
          ),
      );
      expect(descriptions.sort()).toEqual(
        Array.from({ length: 20 }, (_, i) => `Change ${i}`).sort(),
      );
    });
  });

  describe('collaborators (issue 39)', () => {
    const share = (user: User, style: Pick<Style, 'id'>, userId: string, role: string) =>
      request(user, 'PUT', `${stylePath(style.id)}/collaborators/${userId}`, { role });

    it('an editor edits, a reviewer reads; both see it in their list; removed, it is 404 at once', async () => {
      const owner = await proUser('client');
      const style = await created(owner);
      const editor = await signedInUser(keycloak, { roles: ['freelancer'] });
      const reviewer = await signedInUser(keycloak, { roles: ['supplier'] });
      const stranger = await signedInUser(keycloak, { roles: ['freelancer'] });
      for (const user of [editor, reviewer, stranger]) await request(user, 'GET', '/api/me');
      expect((await request(editor, 'GET', stylePath(style.id))).statusCode).toBe(404);
      expect((await share(owner, style, editor.id, 'editor')).statusCode).toBe(200);
      const both = await share(owner, style, reviewer.id, 'reviewer');
      expect(both.json<CollaboratorList>().items.map((c) => [c.userId, c.role])).toEqual([
        [editor.id, 'editor'],
        [reviewer.id, 'reviewer'],
      ]);

      // The editor (a Starter account) saves a revision; the reviewer reads but may not save.
      const asEditor = await request(editor, 'GET', stylePath(style.id));
      expect(asEditor.json<Style>()).toMatchObject({ access: 'editor', canDelete: false });
      expect(asEditor.json<Style>().owner).toMatchObject({ kind: 'user', id: owner.id });
      expect(
        (await saved(editor, style, 1, styleContent({ name: 'Edited by the freelancer' })))
          .statusCode,
      ).toBe(200);
      const asReviewer = await request(reviewer, 'GET', stylePath(style.id));
      expect(asReviewer.json<Style>()).toMatchObject({ access: 'reviewer', revision: 2 });
      const refused = await saved(reviewer, style, 2, styleContent({ name: 'Not mine to change' }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: PLM_MESSAGES.reviewerCannotEdit });
      expect(
        (await request(reviewer, 'GET', `${stylePath(style.id)}/tech-pack.pdf`)).statusCode,
      ).toBe(200);
      expect((await request(reviewer, 'GET', STYLES)).json<StyleList>().items).toEqual([
        expect.objectContaining({ id: style.id, access: 'reviewer' }),
      ]);

      // Only the owner's side shares, and deletes.
      const notTheirs = await share(editor, style, stranger.id, 'editor');
      expect(notTheirs.statusCode).toBe(403);
      expect(notTheirs.json()).toMatchObject({ message: PLM_MESSAGES.sharingOwnerOnly });
      expect((await request(editor, 'DELETE', stylePath(style.id))).statusCode).toBe(403);
      expect(
        (await request(stranger, 'GET', `${stylePath(style.id)}/collaborators`)).statusCode,
      ).toBe(404);

      // Removed: 404 on every route from then on, and gone from their list.
      const removed = await request(
        owner,
        'DELETE',
        `${stylePath(style.id)}/collaborators/${editor.id}`,
      );
      expect(removed.json<CollaboratorList>().items.map((c) => c.userId)).toEqual([reviewer.id]);
      expect((await request(editor, 'GET', stylePath(style.id))).statusCode).toBe(404);
      expect((await saved(editor, style, 2, styleContent({ name: 'Too late' }))).statusCode).toBe(
        404,
      );
      expect((await request(editor, 'GET', STYLES)).json<StyleList>().total).toBe(0);
    });

    it('refuses an unknown account and the owner themselves', async () => {
      const owner = await proUser('freelancer');
      const style = await created(owner);
      const unknown = await share(owner, style, '00000000-0000-4000-8000-000000000999', 'editor');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ message: PLM_MESSAGES.collaboratorUnknown });
      const self = await share(owner, style, owner.id, 'reviewer');
      expect(self.statusCode).toBe(400);
      expect(self.json()).toMatchObject({ message: PLM_MESSAGES.collaboratorIsOwner });
    });
  });

  describe('what a factory gets', () => {
    it('the PDF and the two spreadsheets of the current or an old revision, 404 to anyone else', async () => {
      const user = await proUser('client');
      const style = await created(user);
      await saved(user, style, 1, styleContent({ name: 'Poplin shirt, relaxed' }));
      const pdf = await app.inject({
        url: `${stylePath(style.id)}/tech-pack.pdf`,
        headers: user.headers,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain('AT-1001-rev2-tech-pack.pdf');
      const pages = await readPdfText(pdf.rawPayload);
      expect(pages[0]).toContain('AT-1001');
      expect(pages.join(' ')).toContain('Revision 2');
      // The graded chart: chest 56 cm at M, 2.5 cm a size (61 at XL); body length's split grade.
      expect(pages.join(' ')).toMatch(/61(\.0)?\b/);
      const old = await app.inject({
        url: `${stylePath(style.id)}/tech-pack.pdf?revision=1`,
        headers: user.headers,
      });
      expect(old.headers['content-disposition']).toContain('AT-1001-rev1-tech-pack.pdf');
      expect((await readPdfText(old.rawPayload)).join(' ')).toContain('Revision 1');
      for (const file of ['bom.xlsx', 'specs.xlsx']) {
        const sheet = await app.inject({
          url: `${stylePath(style.id)}/${file}`,
          headers: user.headers,
        });
        expect(sheet.statusCode).toBe(200);
        expect(sheet.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        // An XLSX is a zip archive.
        expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
      }
      const other = await proUser('client');
      for (const file of ['tech-pack.pdf', 'bom.xlsx', 'specs.xlsx']) {
        const refused = await app.inject({
          url: `${stylePath(style.id)}/${file}`,
          headers: other.headers,
        });
        expect(refused.statusCode).toBe(404);
      }
      const missing = await app.inject({
        url: `${stylePath(style.id)}/tech-pack.pdf?revision=7`,
        headers: user.headers,
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('the list', () => {
    it('searches by number or name, filters by season, status and category, 12 a page', async () => {
      const user = await proUser('supplier');
      for (let i = 1; i <= 14; i += 1) {
        await created(
          user,
          styleContent({
            styleNumber: `PK-${100 + i}`,
            name: i % 2 === 0 ? `Rib knit ${i}` : `Jersey tee ${i}`,
            season: i <= 10 ? 'FW27' : 'SS27',
            category: i % 2 === 0 ? 'Knitwear' : 'Tops',
            status: i === 3 ? 'Approved' : 'Concept',
          }),
        );
      }
      const list = async (query: string) =>
        (await request(user, 'GET', `${STYLES}?${query}`)).json<StyleList>();
      const all = await list('');
      expect(all).toMatchObject({
        total: 14,
        pageSize: 12,
        totalPages: 2,
        seasons: ['FW27', 'SS27'],
      });
      expect(all.items).toHaveLength(12);
      expect(all.items[0]?.styleNumber).toBe('PK-114');
      expect((await list('page=2')).items.map((s) => s.styleNumber)).toEqual(['PK-102', 'PK-101']);
      expect((await list('q=pk-103')).items.map((s) => s.name)).toEqual(['Jersey tee 3']);
      expect((await list('q=RIB')).total).toBe(7);
      expect((await list('season=SS27')).total).toBe(4);
      expect((await list('status=Approved')).items.map((s) => s.styleNumber)).toEqual(['PK-103']);
      expect((await list('category=Knitwear&season=FW27')).total).toBe(5);
      expect((await list('q=%25')).total).toBe(0);
      expect((await request(user, 'GET', `${STYLES}?status=Unknown`)).statusCode).toBe(400);
    });
  });
});
