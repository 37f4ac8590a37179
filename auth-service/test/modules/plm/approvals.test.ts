/**
 * Approvals of a style's revisions through their routes (issue 39): an editor (or the owner's
 * side) submits the current revision; the owner's side (a company's members too) approves or asks
 * for changes; reviewers are told why not, strangers and removed collaborators get 404. An approved
 * revision is kept as it was (later saves are new revisions, approved again); the status follows
 * as a revision of its own; two approvals at once apply once.
 */
import {
  APPROVAL_MESSAGES,
  PLM_MESSAGES,
  approvalRevisionSummary,
  type Notification,
  type Style,
  type StyleContent,
  type StyleRevision,
  type StyleRevisionList,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { subscribe } from '../../support/billing';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { styleContent } from '../../support/plm';

type User = Awaited<ReturnType<typeof signedInUser>>;

let app: App;
let keycloak: FakeKeycloak;

const STYLES = '/api/plm/styles';
const stylePath = (id: string) => `${STYLES}/${id}`;
const revisionPath = (id: string, revision: number) => `${stylePath(id)}/revisions/${revision}`;

const request = (
  user: User,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const submit = (user: User, id: string, revision: number) =>
  request(user, 'POST', `${revisionPath(id, revision)}/submission`, {});
const approve = (user: User, id: string, revision: number, body: object = {}) =>
  request(user, 'POST', `${revisionPath(id, revision)}/approval`, body);
const askForChanges = (user: User, id: string, revision: number, comment: string) =>
  request(user, 'POST', `${revisionPath(id, revision)}/changes-request`, { comment });
const saved = (user: User, id: string, baseRevision: number, content: StyleContent) =>
  request(user, 'PUT', stylePath(id), { baseRevision, content });
const revisions = async (user: User, id: string) =>
  (await request(user, 'GET', `${stylePath(id)}/revisions`)).json<StyleRevisionList>().items;

const notificationsOf = async (user: User) =>
  (await request(user, 'GET', '/api/notifications'))
    .json<{ notifications: Notification[] }>()
    .notifications.filter((notification) => notification.kind.startsWith('style-'));

async function proUser(role: 'freelancer' | 'client' | 'supplier') {
  const user = await signedInUser(keycloak, { roles: [role] });
  await subscribe(app, user);
  return user;
}

async function created(user: User): Promise<Style> {
  const response = await request(user, 'POST', STYLES, styleContent());
  expect(response.statusCode).toBe(201);
  return response.json<Style>();
}

/** A style of `owner`'s shared with a new editor and a new reviewer, and a stranger. */
async function sharedStyle(owner: User) {
  const style = await created(owner);
  const editor = await signedInUser(keycloak, { roles: ['freelancer'] });
  const reviewer = await signedInUser(keycloak, { roles: ['supplier'] });
  const stranger = await signedInUser(keycloak, { roles: ['freelancer'] });
  for (const user of [editor, reviewer, stranger]) await request(user, 'GET', '/api/me');
  for (const [user, role] of [
    [editor, 'editor'],
    [reviewer, 'reviewer'],
  ] as const) {
    const shared = await request(owner, 'PUT', `${stylePath(style.id)}/collaborators/${user.id}`, {
      role,
    });
    expect(shared.statusCode).toBe(200);
  }
  return { style, editor, reviewer, stranger };
}

describe.each(BACKENDS)('PLM approvals on %s', (_name, open) => {
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

  it('an editor submits, the owner approves: the style goes to Sampling in a revision that says who, and the history shows both', async () => {
    const owner = await proUser('client');
    const { style, editor, reviewer, stranger } = await sharedStyle(owner);
    expect(style.content.status).toBe('Development');

    // Before: everyone who reaches it sees `none`; only the owner's side and editors may submit.
    const [first] = await revisions(editor, style.id);
    expect(first?.approval).toMatchObject({ state: 'none', moves: ['submit'] });
    expect((await revisions(reviewer, style.id))[0]?.approval?.moves).toEqual([]);

    const refused = await submit(reviewer, style.id, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: APPROVAL_MESSAGES.reviewerCannotSubmit });
    expect((await submit(stranger, style.id, 1)).statusCode).toBe(404);
    const early = await approve(owner, style.id, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: APPROVAL_MESSAGES.notSubmitted });

    const submitted = await submit(editor, style.id, 1);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<StyleRevisionList>().items[0]?.approval).toMatchObject({
      state: 'submitted',
      submittedBy: { id: editor.id },
      decidedBy: null,
      moves: [],
    });
    const twice = await submit(owner, style.id, 1);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: APPROVAL_MESSAGES.alreadySubmitted });

    // Only the owner's side decides: the editor and the reviewer are told why.
    for (const user of [editor, reviewer]) {
      const notTheirs = await approve(user, style.id, 1);
      expect(notTheirs.statusCode).toBe(403);
      expect(notTheirs.json()).toMatchObject({ message: APPROVAL_MESSAGES.ownerSideDecides });
      const noChanges = await askForChanges(user, style.id, 1, 'Shorter sleeves');
      expect(noChanges.statusCode).toBe(403);
    }
    expect((await approve(stranger, style.id, 1)).statusCode).toBe(404);
    expect((await revisions(owner, style.id))[0]?.approval?.moves).toEqual([
      'approve',
      'request-changes',
    ]);

    const approved = await approve(owner, style.id, 1, { comment: 'Good to sample' });
    expect(approved.statusCode).toBe(200);
    const [statusRevision, one] = approved.json<StyleRevisionList>().items;
    expect(one?.approval).toMatchObject({
      state: 'approved',
      submittedBy: { id: editor.id },
      decidedBy: { id: owner.id },
      final: false,
      comment: 'Good to sample',
      moves: [],
    });
    expect(one?.approval?.decidedAt).toEqual(expect.any(String));
    // The status follows in a revision of its own, which says who approved what.
    const ownerName = statusRevision?.author.name ?? '';
    expect(statusRevision).toMatchObject({
      revision: 2,
      author: { id: owner.id },
      summary: approvalRevisionSummary(1, ownerName, false),
      approval: { state: 'none' },
    });
    const now = (await request(editor, 'GET', stylePath(style.id))).json<Style>();
    expect(now).toMatchObject({ revision: 2, content: { status: 'Sampling' } });
    // The approved revision is kept as it was.
    const kept = (await request(editor, 'GET', revisionPath(style.id, 1))).json<StyleRevision>();
    expect(kept.content).toEqual(styleContent());
    const list = (await request(owner, 'GET', STYLES)).json<{ items: { status: string }[] }>();
    expect(list.items[0]?.status).toBe('Sampling');
  });

  it('approval locks: a later edit is a new revision that needs approval again; the approved one stays as it was; old revisions do not move', async () => {
    const owner = await proUser('freelancer');
    const { style, editor } = await sharedStyle(owner);
    await submit(editor, style.id, 1);
    await approve(owner, style.id, 1);
    const edited = styleContent({ name: 'Edited after approval', status: 'Sampling' });
    const save = await saved(editor, style.id, 2, edited);
    expect(save.statusCode).toBe(200);
    expect(save.json<Style>().revision).toBe(3);

    const items = await revisions(editor, style.id);
    expect(items.map((item) => [item.revision, item.approval?.state])).toEqual([
      [3, 'none'],
      [2, 'none'],
      [1, 'approved'],
    ]);
    expect(items[0]?.approval?.moves).toEqual(['submit']);
    expect(
      (await request(owner, 'GET', revisionPath(style.id, 1))).json<StyleRevision>().content,
    ).toEqual(styleContent());

    // An old revision is history: no move on it.
    const old = await submit(editor, style.id, 2);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ message: APPROVAL_MESSAGES.notCurrent });
    expect((await approve(owner, style.id, 1)).statusCode).toBe(409);
    expect((await submit(editor, style.id, 99)).statusCode).toBe(404);

    // A submitted revision overtaken by a save is no longer approvable.
    expect((await submit(editor, style.id, 3)).statusCode).toBe(200);
    expect((await saved(editor, style.id, 3, { ...edited, name: 'Once more' })).statusCode).toBe(
      200,
    );
    const overtaken = await approve(owner, style.id, 3);
    expect(overtaken.statusCode).toBe(409);
    expect(overtaken.json()).toMatchObject({ message: APPROVAL_MESSAGES.notCurrent });

    // The final approval: Approved.
    expect((await submit(editor, style.id, 4)).statusCode).toBe(200);
    const final = await approve(owner, style.id, 4, { final: true });
    expect(final.statusCode).toBe(200);
    expect(final.json<StyleRevisionList>().items[1]?.approval).toMatchObject({
      state: 'approved',
      final: true,
    });
    expect((await request(owner, 'GET', stylePath(style.id))).json<Style>().content.status).toBe(
      'Approved',
    );
  });

  it('the owner asks for changes with a comment; an approval that moves no status writes no revision', async () => {
    const owner = await proUser('supplier');
    const { style, editor } = await sharedStyle(owner);
    await submit(editor, style.id, 1);
    const noComment = await askForChanges(owner, style.id, 1, '  ');
    expect(noComment.statusCode).toBe(400);
    const asked = await askForChanges(owner, style.id, 1, 'Lower the neckline by 1 cm');
    expect(asked.statusCode).toBe(200);
    const items = asked.json<StyleRevisionList>().items;
    expect(items.map((item) => item.revision)).toEqual([1]);
    expect(items[0]?.approval).toMatchObject({
      state: 'changes-requested',
      comment: 'Lower the neckline by 1 cm',
      decidedBy: { id: owner.id },
      moves: [],
    });
    expect((await approve(owner, style.id, 1)).statusCode).toBe(409);
    expect((await submit(editor, style.id, 1)).statusCode).toBe(409);

    // The style already past sampling: an approval leaves its status and writes no revision.
    const production = styleContent({ status: 'Production' });
    expect((await saved(editor, style.id, 1, production)).statusCode).toBe(200);
    await submit(owner, style.id, 2);
    const approved = await approve(owner, style.id, 2, { final: true });
    expect(approved.json<StyleRevisionList>().items.map((item) => item.revision)).toEqual([2, 1]);
    expect((await request(owner, 'GET', stylePath(style.id))).json<Style>().content.status).toBe(
      'Production',
    );
  });

  it("a company's style: every member decides; a removed editor gets 404", async () => {
    const companyOwner = await proUser('client');
    const company = await request(companyOwner, 'PUT', '/api/companies/mine', {
      name: 'Maison Verte',
      website: '',
      location: 'Lyon',
      description: '',
      logo: null,
    });
    const companyId = company.json<{ company: { id: string } }>().company.id;
    const member = await signedInUser(keycloak, { roles: ['client'] });
    await app.db.query(
      `INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, 'member')`,
      [companyId, member.id],
    );
    const { style, editor } = await sharedStyle(companyOwner);
    expect(style.owner.kind).toBe('company');
    await submit(editor, style.id, 1);
    expect((await approve(member, style.id, 1)).statusCode).toBe(200);

    await request(companyOwner, 'DELETE', `${stylePath(style.id)}/collaborators/${editor.id}`);
    expect((await submit(editor, style.id, 2)).statusCode).toBe(404);
    expect((await request(editor, 'GET', `${stylePath(style.id)}/revisions`)).statusCode).toBe(404);
  });

  it('10 approvals at once apply once: one 200, the others 409, one status revision', async () => {
    const owner = await proUser('client');
    const { style, editor } = await sharedStyle(owner);
    await submit(editor, style.id, 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? approve(owner, style.id, 1, { final: i === 4 })
          : askForChanges(owner, style.id, 1, `Change ${String(i)}`),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const { rows } = await app.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM plm_revision_approvals WHERE style_id = $1',
      [style.id],
    );
    expect(rows[0]?.count).toBe(1);
    // The one that applied decides what the history shows.
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const items = await revisions(owner, style.id);
    if (winner % 2 === 0) {
      expect(items.map((item) => item.revision)).toEqual([2, 1]);
      expect(items[1]?.approval).toMatchObject({ state: 'approved', final: winner === 4 });
    } else {
      expect(items.map((item) => item.revision)).toEqual([1]);
      expect(items[0]?.approval).toMatchObject({
        state: 'changes-requested',
        comment: `Change ${String(winner)}`,
      });
    }
  });

  it('a revision with nothing new since the last approved one is not offered for submission', async () => {
    const owner = await proUser('client');
    const { style, editor } = await sharedStyle(owner);
    await submit(editor, style.id, 1);
    await approve(owner, style.id, 1);
    // Revision 2 is the approval's own status revision: nothing in it to approve.
    for (const user of [owner, editor]) {
      const [latest] = await revisions(user, style.id);
      expect(latest).toMatchObject({ revision: 2, approval: { state: 'none', moves: [] } });
    }
    const again = await submit(editor, style.id, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: APPROVAL_MESSAGES.nothingNew });

    // A status changed by hand is not new either; a change of the tech pack is.
    const production = styleContent({ status: 'Production' });
    expect((await saved(owner, style.id, 2, production)).statusCode).toBe(200);
    expect((await revisions(editor, style.id))[0]?.approval?.moves).toEqual([]);
    expect((await submit(owner, style.id, 3)).statusCode).toBe(409);
    const edited = { ...production, description: 'Longer cuffs' };
    expect((await saved(editor, style.id, 3, edited)).statusCode).toBe(200);
    expect((await revisions(editor, style.id))[0]?.approval?.moves).toEqual(['submit']);
    expect((await submit(editor, style.id, 4)).statusCode).toBe(200);

    // Changes asked for on it, then the tech pack put back as it was approved: nothing new.
    await askForChanges(owner, style.id, 4, 'Keep the cuffs');
    expect((await saved(editor, style.id, 4, production)).statusCode).toBe(200);
    expect((await revisions(editor, style.id))[0]?.approval?.moves).toEqual([]);
  });

  it('a submission notifies the owner; the approval and the changes asked for notify the submitter', async () => {
    const owner = await proUser('client');
    const { style, editor, reviewer } = await sharedStyle(owner);
    const subject = `${style.content.styleNumber} ${style.content.name}`;
    await submit(editor, style.id, 1);
    const [submitted] = await notificationsOf(owner);
    expect(submitted).toMatchObject({
      kind: 'style-revision-submitted',
      styleId: style.id,
      actorId: editor.id,
      unread: true,
    });
    expect(submitted?.message).toMatch(
      new RegExp(`submitted revision 1 of ${subject} for approval$`),
    );
    expect(await notificationsOf(editor)).toEqual([]);

    await askForChanges(owner, style.id, 1, 'Lower the neckline');
    const [asked] = await notificationsOf(editor);
    expect(asked).toMatchObject({ kind: 'style-changes-requested', styleId: style.id });
    expect(asked?.message).toMatch(new RegExp(`asked for changes to revision 1 of ${subject}$`));

    await saved(editor, style.id, 1, styleContent({ description: 'Lower neckline' }));
    await submit(editor, style.id, 2);
    await approve(owner, style.id, 2);
    const decided = (await notificationsOf(editor)).map((notification) => notification.kind);
    expect(decided.sort()).toEqual(['style-changes-requested', 'style-revision-approved']);
    expect((await notificationsOf(owner)).length).toBe(2);
    // Nobody else hears of it; the owner's own submission notifies nobody.
    expect(await notificationsOf(reviewer)).toEqual([]);
    await saved(owner, style.id, 3, styleContent({ description: 'Owner edit' }));
    await submit(owner, style.id, 4);
    expect((await notificationsOf(owner)).length).toBe(2);
  });

  it('10 decisions at once notify the submitter once', async () => {
    const owner = await proUser('freelancer');
    const { style, editor } = await sharedStyle(owner);
    await submit(editor, style.id, 1);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? approve(owner, style.id, 1)
          : askForChanges(owner, style.id, 1, `Change ${String(i)}`),
      ),
    );
    expect((await notificationsOf(editor)).length).toBe(1);
  });

  it('a bad body is 400, signed out is 401', async () => {
    const owner = await proUser('freelancer');
    const style = await created(owner);
    expect(
      (await request(owner, 'POST', `${revisionPath(style.id, 1)}/approval`, { final: 'yes' }))
        .statusCode,
    ).toBe(400);
    const signedOut = await app.inject({
      method: 'POST',
      url: `${revisionPath(style.id, 1)}/submission`,
      payload: {},
    });
    expect(signedOut.statusCode).toBe(401);
    const unknown = await submit(owner, '00000000-0000-4000-8000-000000000999', 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: PLM_MESSAGES.notFound });
  });
});
