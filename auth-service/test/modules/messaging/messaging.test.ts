/**
 * Messaging over the API: conversations only their two members can reach (anyone else gets 404),
 * idempotent sends, history and resume by id, the list's search, filters, pins and archive,
 * receipts, notifications, and attachments only participants download. Runs on each database
 * backend with file-system storage.
 */
import type {
  Conversation,
  ConversationList,
  Message,
  MessagePage,
  NotificationList,
} from '@atelier/api-contract';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../../src/app';
import { STARTER_LIMIT_MESSAGES } from '../../../src/modules/billing/messages';
import { MESSAGING_MESSAGES } from '../../../src/modules/messaging/messages';
import { build } from '../../helper';
import { BACKENDS } from '../../support/databases';
import { startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { smallPdf, smallPng, uploadThroughTus } from '../../support/uploads';
import { member, openConversation, send, type User } from '../../support/messaging';

describe.each(BACKENDS)('messaging on %s', (_name, open) => {
  let keycloak: FakeKeycloak;
  let app: App;
  let storageDir: string;
  let drop: () => Promise<void>;
  let client: User;
  let freelancer: User;
  let supplier: User;
  let outsider: User;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-messaging-'));
    const database = await open();
    drop = database.drop;
    app = await build({ keycloak, database: database.db, config: { storageDir } });
    client = await member(app, keycloak, 'client', 'Brand Owner');
    freelancer = await member(app, keycloak, 'freelancer', 'Patricia Maker');
    supplier = await member(app, keycloak, 'supplier', 'Fabric Mill');
    outsider = await member(app, keycloak, 'freelancer', 'Nosy Neighbour');
  });

  afterAll(async () => {
    await app.close();
    await drop().catch(() => undefined);
    await keycloak.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const get = <T>(user: User, url: string) =>
    app.inject({ method: 'GET', url, headers: user.headers }).then((response) => {
      if (response.statusCode !== 200)
        throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    });

  it('opens the one conversation of a pair, from either side, once', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: client.headers,
      payload: { userId: supplier.id },
    });
    expect(first.statusCode).toBe(201);
    const again = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: supplier.headers,
      payload: { userId: client.id.toUpperCase() },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<Conversation>().id).toBe(first.json<Conversation>().id);
    expect(again.json<Conversation>()).toMatchObject({
      participantId: client.id,
      participantName: 'Brand Owner',
      participantRole: 'client',
    });

    const yourself = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: client.headers,
      payload: { userId: client.id },
    });
    expect(yourself.statusCode).toBe(400);
    expect(yourself.json()).toMatchObject({ message: MESSAGING_MESSAGES.notYourself });
    const nobody = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: client.headers,
      payload: { userId: randomUUID() },
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('answers 404 to anyone who is not in the conversation, whatever they ask', async () => {
    const conversation = await openConversation(app, freelancer, client);
    const message = await send(app, client, conversation.id, 'Private brief');
    const base = `/api/conversations/${conversation.id}`;
    const attempts = [
      { method: 'GET' as const, url: base },
      { method: 'GET' as const, url: `${base}/messages` },
      { method: 'PATCH' as const, url: base, payload: { pinned: true } },
      { method: 'POST' as const, url: `${base}/read`, payload: { upTo: message.id } },
      {
        method: 'POST' as const,
        url: `${base}/messages`,
        payload: { clientId: randomUUID(), content: 'Let me in', attachments: [] },
      },
    ];
    for (const attempt of attempts) {
      const response = await app.inject({ ...attempt, headers: outsider.headers });
      expect(`${attempt.method} ${attempt.url} ${response.statusCode}`).toBe(
        `${attempt.method} ${attempt.url} 404`,
      );
      expect(response.json()).toMatchObject({ message: MESSAGING_MESSAGES.conversationNotFound });
    }
    const resumed = await get<MessagePage>(outsider, '/api/conversations/messages?after=0');
    expect(resumed.messages.map((m) => m.id)).not.toContain(message.id);
    const list = await get<ConversationList>(outsider, '/api/conversations');
    expect(list.conversations.map((c) => c.id)).not.toContain(conversation.id);
  });

  it('stores a send repeated with the same client id once', async () => {
    const conversation = await openConversation(app, freelancer, supplier);
    const clientId = randomUUID();
    const payload = { clientId, content: 'Sample ready', attachments: [] };
    const url = `/api/conversations/${conversation.id}/messages`;
    const [first, second] = await Promise.all([
      app.inject({ method: 'POST', url, headers: freelancer.headers, payload }),
      app.inject({ method: 'POST', url, headers: freelancer.headers, payload }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json<Message>().id).toBe(second.json<Message>().id);
    const history = await get<MessagePage>(freelancer, `${url}?limit=10`);
    expect(history.messages.filter((m) => m.clientId === clientId)).toHaveLength(1);

    const blank = await app.inject({
      method: 'POST',
      url,
      headers: freelancer.headers,
      payload: { clientId: randomUUID(), content: ' \n\t ', attachments: [] },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: MESSAGING_MESSAGES.empty });
  });

  it('pages history newest first and resumes after an id, oldest first', async () => {
    const a = await member(app, keycloak, 'client', 'Pager A');
    const b = await member(app, keycloak, 'freelancer', 'Pager B');
    const conversation = await openConversation(app, a, b);
    const sent: Message[] = [];
    for (let index = 1; index <= 5; index++) {
      sent.push(await send(app, index % 2 === 0 ? b : a, conversation.id, `note ${index}`));
    }
    const url = `/api/conversations/${conversation.id}/messages`;
    const page1 = await get<MessagePage>(a, `${url}?limit=2`);
    expect(page1.messages.map((m) => m.content)).toEqual(['note 5', 'note 4']);
    expect(page1.hasMore).toBe(true);
    const page2 = await get<MessagePage>(a, `${url}?limit=2&before=${page1.messages[1]?.id}`);
    expect(page2.messages.map((m) => m.content)).toEqual(['note 3', 'note 2']);

    const resumed = await get<MessagePage>(b, `/api/conversations/messages?after=${sent[1]?.id}`);
    expect(resumed.messages.map((m) => m.content)).toEqual(['note 3', 'note 4', 'note 5']);
    expect(resumed.hasMore).toBe(false);
  });

  it('lists conversations: search by name and text, unread, pinned first, archived apart', async () => {
    const me = await member(app, keycloak, 'freelancer', 'List Owner');
    const alice = await member(app, keycloak, 'freelancer', 'Alice Draper');
    const bob = await member(app, keycloak, 'supplier', 'Bob Weaver');
    const withAlice = await openConversation(app, me, alice);
    const withBob = await openConversation(app, me, bob);
    await send(app, alice, withAlice.id, 'The toile is ready');
    await send(app, alice, withAlice.id, 'Shall I ship it?');
    const fromBob = await send(app, bob, withBob.id, 'Quote for organic cotton');

    let list = await get<ConversationList>(me, '/api/conversations');
    expect(list.conversations.map((c) => c.participantName)).toEqual([
      'Bob Weaver',
      'Alice Draper',
    ]);
    expect(list.conversations.map((c) => c.unreadCount)).toEqual([1, 2]);
    expect(list.unreadTotal).toBe(3);

    const byName = await get<ConversationList>(me, '/api/conversations?q=drap');
    expect(byName.conversations.map((c) => c.participantName)).toEqual(['Alice Draper']);
    const byText = await get<ConversationList>(me, '/api/conversations?q=COTTON');
    expect(byText.conversations.map((c) => c.participantName)).toEqual(['Bob Weaver']);
    const none = await get<ConversationList>(me, '/api/conversations?q=velvet');
    expect(none.conversations).toEqual([]);
    const suppliers = await get<ConversationList>(me, '/api/conversations?role=supplier');
    expect(suppliers.conversations.map((c) => c.participantName)).toEqual(['Bob Weaver']);

    const read = await app.inject({
      method: 'POST',
      url: `/api/conversations/${withBob.id}/read`,
      headers: me.headers,
      payload: { upTo: fromBob.id },
    });
    expect(read.statusCode).toBe(204);
    const unread = await get<ConversationList>(me, '/api/conversations?filter=unread');
    expect(unread.conversations.map((c) => c.participantName)).toEqual(['Alice Draper']);
    // The sender sees its message read.
    const bobView = await get<MessagePage>(bob, `/api/conversations/${withBob.id}/messages`);
    expect(bobView.messages[0]?.status).toBe('read');

    await app.inject({
      method: 'PATCH',
      url: `/api/conversations/${withAlice.id}`,
      headers: me.headers,
      payload: { pinned: true },
    });
    list = await get<ConversationList>(me, '/api/conversations');
    expect(list.conversations.map((c) => [c.participantName, c.isPinned])).toEqual([
      ['Alice Draper', true],
      ['Bob Weaver', false],
    ]);

    await app.inject({
      method: 'PATCH',
      url: `/api/conversations/${withBob.id}`,
      headers: me.headers,
      payload: { archived: true },
    });
    list = await get<ConversationList>(me, '/api/conversations');
    expect(list.conversations.map((c) => c.participantName)).toEqual(['Alice Draper']);
    const archived = await get<ConversationList>(me, '/api/conversations?archived=true');
    expect(archived.conversations.map((c) => c.participantName)).toEqual(['Bob Weaver']);
    // A new message brings it back.
    await send(app, bob, withBob.id, 'Any news?');
    list = await get<ConversationList>(me, '/api/conversations');
    expect(list.conversations.map((c) => c.participantName)).toEqual([
      'Alice Draper',
      'Bob Weaver',
    ]);
  });

  it('notifies the recipient once per unread conversation; dismiss marks it read', async () => {
    const a = await member(app, keycloak, 'client', 'Notifier');
    const b = await member(app, keycloak, 'freelancer', 'Notified');
    const conversation = await openConversation(app, a, b);
    await send(app, a, conversation.id, 'one');
    const last = await send(app, a, conversation.id, 'two');
    let list = await get<NotificationList>(b, '/api/notifications');
    expect(list.unreadCount).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      kind: 'message-received',
      type: 'message',
      message: 'New message from Notifier',
      unread: true,
      conversationId: conversation.id,
      actorId: a.id,
    });
    const id = list.notifications[0]?.id ?? '';
    const stranger = await app.inject({
      method: 'POST',
      url: `/api/notifications/${id}/read`,
      headers: a.headers,
    });
    expect(stranger.statusCode).toBe(404);
    const dismissed = await app.inject({
      method: 'POST',
      url: `/api/notifications/${id}/read`,
      headers: b.headers,
    });
    expect(dismissed.statusCode).toBe(200);
    list = await get<NotificationList>(b, '/api/notifications');
    expect(list.unreadCount).toBe(0);

    // Reading the conversation reads its new message notification too.
    await send(app, a, conversation.id, 'three');
    expect((await get<NotificationList>(b, '/api/notifications')).unreadCount).toBe(1);
    await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/read`,
      headers: b.headers,
      payload: { upTo: String(BigInt(last.id) + 1000n) },
    });
    expect((await get<NotificationList>(b, '/api/notifications')).unreadCount).toBe(0);
  });

  it('lets only the participants download an attachment, through a signed link', async () => {
    const conversation = await openConversation(app, freelancer, client);
    const pdf = await uploadThroughTus(app, client.headers, 'attachment', 'brief.pdf', smallPdf());
    const png = await uploadThroughTus(
      app,
      client.headers,
      'attachment',
      'swatch.png',
      await smallPng(),
    );
    const message = await send(app, client, conversation.id, 'The brief', {
      attachments: [pdf, png],
    });
    expect(message.attachments.map((file) => [file.name, file.type])).toEqual([
      ['brief.pdf', 'application/pdf'],
      ['swatch.png', 'image/png'],
    ]);

    const seen = await get<MessagePage>(
      freelancer,
      `/api/conversations/${conversation.id}/messages`,
    );
    const attachment = seen.messages.find((m) => m.id === message.id)?.attachments[0];
    const link = await app.inject({ method: 'GET', url: attachment?.url ?? '' });
    expect(link.statusCode).toBe(200);
    expect(link.body).toContain('%PDF-');

    const forParticipant = await app.inject({
      method: 'GET',
      url: `/api/uploads/${pdf}/download`,
      headers: freelancer.headers,
    });
    expect(forParticipant.statusCode).toBe(302);
    const forOutsider = await app.inject({
      method: 'GET',
      url: `/api/uploads/${pdf}/download`,
      headers: outsider.headers,
    });
    expect(forOutsider.statusCode).toBe(404);

    // Someone else's upload cannot be attached.
    const theirs = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: freelancer.headers,
      payload: { clientId: randomUUID(), content: 'Mine now', attachments: [pdf] },
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({ message: MESSAGING_MESSAGES.attachment });
  });

  it('refuses an attachment that is not an image, PDF, DOC or DOCX by its content', async () => {
    await expect(
      uploadThroughTus(app, client.headers, 'attachment', 'notes.pdf', Buffer.from('plain text')),
    ).rejects.toThrow('tus PATCH: 415');
  });

  it('lets a Brand Starter start one conversation with a new user a month, even when racing', async () => {
    const brand = await member(app, keycloak, 'client', 'Starter Brand');
    const makers = await Promise.all(
      [1, 2, 3, 4].map((index) => member(app, keycloak, 'freelancer', `Maker ${index}`)),
    );
    const answers = await Promise.all(
      makers.map((maker) =>
        app.inject({
          method: 'POST',
          url: '/api/conversations',
          headers: brand.headers,
          payload: { userId: maker.id },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 402, 402, 402]);
    const refused = answers.find((answer) => answer.statusCode === 402);
    expect(refused?.json()).toMatchObject({
      message: STARTER_LIMIT_MESSAGES['new-contact'],
      allowance: 'new-contact',
      limit: 1,
      used: 1,
    });
    const opened = answers.findIndex((answer) => answer.statusCode === 201);
    const contacted = makers[opened]!;
    // The conversation it started stays free, from either side, and so do replies.
    const again = await openConversation(app, brand, contacted);
    await send(app, brand, again.id, 'Following up');
    await send(app, contacted, again.id, 'Thanks!');
    // Someone else writing first is not the brand's contact to count.
    const other = makers.find((maker) => maker !== contacted)!;
    const fromMaker = await openConversation(app, other, brand);
    await send(app, other, fromMaker.id, 'Hello brand');
    expect((await openConversation(app, brand, other)).id).toBe(fromMaker.id);
    const list = await get<ConversationList>(brand, '/api/conversations');
    expect(list.conversations.map((c) => c.participantId).sort()).toEqual(
      [contacted.id, other.id].sort(),
    );
  });

  it('finds people to write to by name', async () => {
    const response = await get<{ contacts: { name: string }[] }>(
      client,
      '/api/conversations/contacts?q=patricia',
    );
    expect(response.contacts.map((contact) => contact.name)).toEqual(['Patricia Maker']);
  });
});
