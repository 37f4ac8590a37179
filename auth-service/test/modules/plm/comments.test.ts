/**
 * Comments on a style through their routes (issue 39): the owner, an editor and a reviewer read
 * and write them, a removed collaborator and a stranger get 404; a comment is about the style or
 * one row of its tech pack; a mention of someone with access notifies them once (in the app, and
 * one e-mail queued), a mention of anyone else is dropped; a new comment and a new revision reach
 * the open pages of everyone with access over the real-time connection.
 */
import {
  PLM_COMMENT_MESSAGES,
  type Notification,
  type ServerEvent,
  type Style,
  type StyleComment,
  type StyleCommentList,
} from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { MAIL_WORK } from '../../../src/modules/mail/service';
import { unsubscribeLink } from '../../../src/modules/mail/unsubscribe';
import { build } from '../../helper';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import {
  startMailCatcher,
  TEST_MAIL_SIGNING_SECRET,
  type MailCatcher,
} from '../../support/mail-catcher';
import { connect, member, type RealtimeClient, type User } from '../../support/messaging';
import { styleContent } from '../../support/plm';

let app: App;
let keycloak: FakeKeycloak;
let catcher: MailCatcher;
const ORIGIN = 'http://localhost:8080';

beforeAll(async () => {
  catcher = await startMailCatcher();
});

afterAll(async () => {
  await catcher.close();
});

const STYLES = '/api/plm/styles';
const commentsPath = (id: string) => `${STYLES}/${id}/comments`;

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

const comment = (
  user: User,
  style: Pick<Style, 'id'>,
  body: string,
  extra: { anchor?: { kind: string; id: string | null }; mentions?: string[] } = {},
) =>
  request(user, 'POST', commentsPath(style.id), {
    anchor: extra.anchor ?? { kind: 'style', id: null },
    body,
    mentions: extra.mentions ?? [],
  });

async function proMember(role: 'freelancer' | 'client' | 'supplier', name: string) {
  const user = await member(app, keycloak, role, name);
  await app.db.query(
    `INSERT INTO subscriptions (user_id, subscription_id, customer_id, status)
     VALUES ($1, $2, $3, 'active')`,
    [user.id, `sub_${user.id}`, `cus_${user.id}`],
  );
  return user;
}

const notificationsOf = async (user: User) =>
  (await request(user, 'GET', '/api/notifications')).json<{ notifications: Notification[] }>()
    .notifications;

/** The notification e-mails queued for `userId` (the outbox: scheduled work). */
async function queuedEmailsTo(userId: string) {
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
          styleId?: string;
        },
    )
    .filter((payload) => payload.userId === userId);
}

type StyleEvent = Extract<ServerEvent, { type: 'style' }>;
const styleEvent =
  (styleId: string, change: StyleEvent['change'], by?: string) =>
  (event: ServerEvent): event is StyleEvent =>
    event.type === 'style' &&
    event.styleId === styleId &&
    event.change === change &&
    (by === undefined || event.by.id === by);

describe.each(BACKENDS)('PLM comments on %s', (_name, open) => {
  let database: TestDatabase;
  let baseUrl: string;
  const clients: RealtimeClient[] = [];

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    database = await open();
    app = await build({
      keycloak,
      database: { ...database.db, close: () => Promise.resolve() },
      config: { publicOrigin: ORIGIN, mail: catcher.config() },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await app.close();
    await database.drop();
    await keycloak.close();
  });

  /** A style of a brand's, shared with an editor and a reviewer; a stranger too. */
  async function sharedStyle() {
    const owner = await proMember('client', 'Brand Owner');
    const editor = await member(app, keycloak, 'freelancer', 'Patricia Maker');
    const reviewer = await member(app, keycloak, 'supplier', 'Mill Supplier');
    const stranger = await member(app, keycloak, 'freelancer', 'Stranger Danger');
    const created = await request(owner, 'POST', STYLES, styleContent());
    expect(created.statusCode).toBe(201);
    const style = created.json<Style>();
    for (const [user, role] of [
      [editor, 'editor'],
      [reviewer, 'reviewer'],
    ] as const) {
      const shared = await request(owner, 'PUT', `${STYLES}/${style.id}/collaborators/${user.id}`, {
        role,
      });
      expect(shared.statusCode).toBe(200);
    }
    return { owner, editor, reviewer, stranger, style };
  }

  it('the owner, an editor and a reviewer comment and read; a stranger and a removed collaborator get 404', async () => {
    const { owner, editor, reviewer, stranger, style } = await sharedStyle();
    const first = await comment(owner, style, 'Please check the shell fabric.', {
      anchor: { kind: 'bom', id: 'shell' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<StyleComment>()).toMatchObject({
      author: { id: owner.id, name: 'Brand Owner' },
      anchor: { kind: 'bom', id: 'shell' },
      body: 'Please check the shell fabric.',
      mentions: [],
    });
    expect(
      (
        await comment(editor, style, 'Chest eased by 1 cm.', {
          anchor: { kind: 'pom', id: 'chest' },
        })
      ).statusCode,
    ).toBe(201);
    expect((await comment(reviewer, style, 'We can make this.')).statusCode).toBe(201);

    const list = await request(reviewer, 'GET', commentsPath(style.id));
    expect(list.statusCode).toBe(200);
    const { items, people } = list.json<StyleCommentList>();
    // Newest last.
    expect(items.map((c) => [c.author.name, c.body])).toEqual([
      ['Brand Owner', 'Please check the shell fabric.'],
      ['Patricia Maker', 'Chest eased by 1 cm.'],
      ['Mill Supplier', 'We can make this.'],
    ]);
    expect(people).toEqual([
      { id: owner.id, name: 'Brand Owner' },
      { id: editor.id, name: 'Patricia Maker' },
      { id: reviewer.id, name: 'Mill Supplier' },
    ]);

    for (const method of ['GET', 'POST'] as const) {
      const refused =
        method === 'GET'
          ? await request(stranger, 'GET', commentsPath(style.id))
          : await comment(stranger, style, 'Let me in');
      expect(refused.statusCode).toBe(404);
    }

    await request(owner, 'DELETE', `${STYLES}/${style.id}/collaborators/${editor.id}`);
    expect((await request(editor, 'GET', commentsPath(style.id))).statusCode).toBe(404);
    expect((await comment(editor, style, 'Still here?')).statusCode).toBe(404);
    expect(
      (await request(owner, 'GET', commentsPath(style.id))).json<StyleCommentList>().people,
    ).toHaveLength(2);
  });

  it('refuses an anchor the tech pack does not have', async () => {
    const { owner, style } = await sharedStyle();
    const response = await comment(owner, style, 'About what?', {
      anchor: { kind: 'callout', id: 'nowhere' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: PLM_COMMENT_MESSAGES.anchorMissing });
    const blank = await comment(owner, style, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: PLM_COMMENT_MESSAGES.bodyRequired });
  });

  it('a mention notifies once in the app and queues one e-mail; a mention of someone without access is dropped', async () => {
    const { owner, editor, stranger, style } = await sharedStyle();
    const response = await comment(owner, style, '@Patricia Maker can you check the BOM?', {
      anchor: { kind: 'bom', id: 'shell' },
      mentions: [editor.id, stranger.id, owner.id],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<StyleComment>().mentions).toEqual([
      { id: editor.id, name: 'Patricia Maker' },
    ]);

    const mentions = (await notificationsOf(editor)).filter((n) => n.kind === 'style-mention');
    expect(mentions).toEqual([
      expect.objectContaining({
        message: 'Brand Owner mentioned you in a comment on AT-1001 Poplin shirt',
        styleId: style.id,
        actorId: owner.id,
        unread: true,
      }),
    ]);
    expect(await queuedEmailsTo(editor.id)).toEqual([
      expect.objectContaining({ kind: 'style-mention', styleId: style.id }),
    ]);
    await app.scheduledWork.runDue();
    const emails = await catcher.emailsTo(editor.email);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toBe('Brand Owner mentioned you on AT-1001 Poplin shirt');
    expect(email?.text).toContain(`${ORIGIN}/plm/styles/${style.id}/comments`);
    const headers = await catcher.headersOf(email?.id ?? '');
    expect(headers['list-unsubscribe']).toBe(
      `<${unsubscribeLink(ORIGIN, TEST_MAIL_SIGNING_SECRET, editor.id, 'emailMessages')}>`,
    );
    // Once: running the outbox again sends nothing more.
    await app.scheduledWork.runDue();
    expect(await catcher.emailsTo(editor.email, 2, 300)).toHaveLength(1);
    // Nobody else: not the stranger, not the author.
    expect(await notificationsOf(stranger)).toEqual([]);
    expect(await queuedEmailsTo(stranger.id)).toEqual([]);
    expect(await queuedEmailsTo(owner.id)).toEqual([]);
  });

  it('a new comment and a new revision reach the open pages of everyone with access, not a stranger', async () => {
    const { owner, editor, reviewer, stranger, style } = await sharedStyle();
    const [ownerPage, reviewerPage, strangerPage] = await Promise.all([
      connect(baseUrl, owner),
      connect(baseUrl, reviewer),
      connect(baseUrl, stranger),
    ]);
    clients.push(ownerPage, reviewerPage, strangerPage);

    expect((await comment(editor, style, 'Fit looks good')).statusCode).toBe(201);
    await expect(ownerPage.next(styleEvent(style.id, 'comment'))).resolves.toMatchObject({
      by: { id: editor.id, name: 'Patricia Maker' },
      revision: null,
    });
    await reviewerPage.next(styleEvent(style.id, 'comment'));

    const saved = await request(editor, 'PUT', `${STYLES}/${style.id}`, {
      baseRevision: 1,
      content: styleContent({ name: 'Poplin shirt, eased' }),
    });
    expect(saved.statusCode).toBe(200);
    await expect(ownerPage.next(styleEvent(style.id, 'revision'))).resolves.toMatchObject({
      revision: 2,
      by: { id: editor.id, name: 'Patricia Maker' },
    });
    await reviewerPage.next(styleEvent(style.id, 'revision'));
    expect(strangerPage.events.filter((event) => event.type === 'style')).toEqual([]);
  });

  it("approval moves and a sample round's news reach the open pages of everyone with access, not a stranger", async () => {
    const { owner, editor, reviewer, stranger, style } = await sharedStyle();
    const [ownerPage, editorPage, reviewerPage, strangerPage] = await Promise.all([
      connect(baseUrl, owner),
      connect(baseUrl, editor),
      connect(baseUrl, reviewer),
      connect(baseUrl, stranger),
    ]);
    clients.push(ownerPage, editorPage, reviewerPage, strangerPage);

    const revisionPath = `${STYLES}/${style.id}/revisions/1`;
    expect((await request(editor, 'POST', `${revisionPath}/submission`, {})).statusCode).toBe(200);
    await expect(ownerPage.next(styleEvent(style.id, 'approval'))).resolves.toMatchObject({
      by: { id: editor.id },
      revision: null,
    });
    expect((await request(owner, 'POST', `${revisionPath}/approval`, {})).statusCode).toBe(200);
    // The editor's page heard its own submission first, then the owner's approval.
    await editorPage.next(styleEvent(style.id, 'approval', owner.id));

    const requested = await request(owner, 'POST', `${STYLES}/${style.id}/samples`, {
      type: 'Fit',
      supplierId: reviewer.id,
      size: 'S',
      requestedOn: '2027-03-14',
    });
    expect(requested.statusCode).toBe(201);
    await reviewerPage.next(styleEvent(style.id, 'sample'));
    const sample = requested.json<{ id: string; version: number }>();
    const moved = await request(
      reviewer,
      'POST',
      `${STYLES}/${style.id}/samples/${sample.id}/status`,
      { status: 'In work', version: sample.version },
    );
    expect(moved.statusCode).toBe(200);
    await ownerPage.next(styleEvent(style.id, 'sample', reviewer.id));
    expect(strangerPage.events.filter((event) => event.type === 'style')).toEqual([]);
  });
});
