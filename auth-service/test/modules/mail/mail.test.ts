/**
 * Notification e-mails over the API, delivered to a real SMTP server (maildev): a conversation's
 * unread messages make one e-mail after the delay (reading cancels it), preferences and the signed
 * one-click unsubscribe, escaping of user text in both parts, the decision written in the cause's
 * transaction, retries while the SMTP server is away, failed e-mails for admins, and, on
 * PostgreSQL, one delivery across two API instances.
 */
import type { NotificationKind, NotificationPreferences } from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { MAIL_WORK } from '../../../src/modules/mail/service';
import type { NotificationPayload } from '../../../src/modules/notifications/messages';
import { unsubscribeLink } from '../../../src/modules/mail/unsubscribe';
import { openPostgres } from '../../../src/platform/database/postgres';
import { build } from '../../helper';
import { ManualClock } from '../../support/clock';
import { BACKENDS } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import {
  startMailCatcher,
  TEST_MAIL_SIGNING_SECRET,
  type MailCatcher,
} from '../../support/mail-catcher';
import { member, openConversation, send, type User } from '../../support/messaging';

const ORIGIN = 'http://localhost:8080';
const DELAY_MS = 60_000;

let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
});

afterAll(async () => {
  await catcher.close();
});

describe.each(BACKENDS)('notification e-mails on %s', (name, open) => {
  let keycloak: FakeKeycloak;
  let app: App;
  let drop: () => Promise<void>;
  let url: string | undefined;
  const clock = new ManualClock(new Date('2026-11-27T10:00:00Z'));

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    const database = await open();
    drop = database.drop;
    url = database.url;
    app = await build({
      keycloak,
      database: database.db,
      clock,
      config: { publicOrigin: ORIGIN, mail: catcher.config({ messageDelayMs: DELAY_MS }) },
    });
  });

  afterAll(async () => {
    await app.close();
    await drop().catch(() => undefined);
    await keycloak.close();
  });

  beforeEach(async () => {
    await catcher.clear();
  });

  /** Moves past the message delay and runs what is due, as the poller would. */
  const afterDelay = async () => {
    clock.advance(DELAY_MS + 1000);
    return app.scheduledWork.runDue();
  };

  const preferencesOf = async (user: User) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/account/notification-preferences',
        headers: user.headers,
      })
    ).json<NotificationPreferences>();

  it('sends one e-mail for a conversation’s unread messages after the delay, with a one-click unsubscribe', async () => {
    const client = await member(app, keycloak, 'client', 'Brand Owner');
    const freelancer = await member(app, keycloak, 'freelancer', 'Patricia Maker');
    const conversation = await openConversation(app, client, freelancer);
    await send(app, client, conversation.id, 'Hello, are you free next week?');
    await send(app, client, conversation.id, 'We would like a tech pack.');

    // Nothing before the delay.
    await app.scheduledWork.runDue();
    expect(await catcher.emailsTo(freelancer.email, 1, 300)).toHaveLength(0);

    await afterDelay();
    const emails = await catcher.emailsTo(freelancer.email);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toBe('Brand Owner sent you 2 messages on Atelier');
    expect(email?.text).toContain('We would like a tech pack.');
    const link = `${ORIGIN}/freelancer/messages?with=${client.id}`;
    expect(email?.text).toContain(link);
    expect(email?.html).toContain(`href="${link}"`);
    const headers = await catcher.headersOf(email?.id ?? '');
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = unsubscribeLink(
      ORIGIN,
      TEST_MAIL_SIGNING_SECRET,
      freelancer.id,
      'emailMessages',
    );
    expect(headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);

    // Sent once: running again sends nothing more.
    await afterDelay();
    expect(await catcher.emailsTo(freelancer.email, 2, 300)).toHaveLength(1);
  });

  it('sends nothing for messages read before the delay', async () => {
    const client = await member(app, keycloak, 'client', 'Brand Owner');
    const freelancer = await member(app, keycloak, 'freelancer', 'Patricia Maker');
    const conversation = await openConversation(app, client, freelancer);
    const message = await send(app, client, conversation.id, 'Read me soon');
    const read = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/read`,
      headers: freelancer.headers,
      payload: { upTo: message.id },
    });
    expect(read.statusCode).toBe(204);
    await afterDelay();
    expect(await catcher.emailsTo(freelancer.email, 1, 300)).toHaveLength(0);
  });

  it('sends no message e-mail to someone who turned them off in Settings', async () => {
    const client = await member(app, keycloak, 'client', 'Brand Owner');
    const freelancer = await member(app, keycloak, 'freelancer', 'Patricia Maker');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      headers: freelancer.headers,
      payload: { ...(await preferencesOf(freelancer)), emailMessages: false },
    });
    expect(saved.statusCode).toBe(200);
    const conversation = await openConversation(app, client, freelancer);
    await send(app, client, conversation.id, 'Anyone there?');
    await afterDelay();
    expect(await catcher.emailsTo(freelancer.email, 1, 300)).toHaveLength(0);
  });

  it('turns a preference off through the signed link, and refuses links it did not sign', async () => {
    const freelancer = await member(app, keycloak, 'freelancer', 'Patricia Maker');
    const other = await member(app, keycloak, 'freelancer', 'Someone Else');
    const link = unsubscribeLink(ORIGIN, TEST_MAIL_SIGNING_SECRET, freelancer.id, 'emailMessages');
    const path = link.slice(ORIGIN.length);

    // Opening the link only asks.
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect((await preferencesOf(freelancer)).emailMessages).toBe(true);

    // Forgeries: another user's id under this signature, another list, a signature made with
    // another secret, a truncated signature.
    const query = new URL(link).searchParams;
    const forged = [
      { ...Object.fromEntries(query), user: other.id },
      { ...Object.fromEntries(query), list: 'emailApplications' },
      {
        ...Object.fromEntries(query),
        token:
          new URL(
            unsubscribeLink(
              ORIGIN,
              'another-secret-of-at-least-32-characters!',
              other.id,
              'emailMessages',
            ),
          ).searchParams.get('token') ?? '',
        user: other.id,
      },
      { ...Object.fromEntries(query), token: (query.get('token') ?? '').slice(0, 20) },
    ];
    for (const params of forged) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/mail/unsubscribe?${new URLSearchParams(params).toString()}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await preferencesOf(other)).emailMessages).toBe(true);
    expect((await preferencesOf(freelancer)).emailApplications).toBe(true);

    // A mail client's one-click POST (RFC 8058), no sign-in.
    const done = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(await preferencesOf(freelancer)).toEqual({
      emailMessages: false,
      emailApplications: true,
      emailRequests: true,
      emailSales: true,
      productUpdates: true,
    });
  });

  it('sends sale and order e-mails under their own preference, each to its page, with a subject per event (issue 37)', async () => {
    const seller = await member(app, keycloak, 'freelancer', 'Sarah Chen');
    const buyer = await member(app, keycloak, 'client', 'Marco Rossi');
    const orderId = '7a1c2c1e-0000-4000-8000-000000000037';
    const raise = (kind: NotificationKind, payload: NotificationPayload) =>
      app.kysely
        .transaction()
        .execute((trx) => app.notifications.notify(trx, seller.id, kind, payload));

    // One large sale: one e-mail, the large-payment alert a line of it; its button opens
    // Payments & Earnings.
    await raise('product-sold', {
      actorId: buyer.id,
      actorName: 'Marco Rossi',
      subject: 'Denim Jacket Tech Pack',
      amount: '$1,234.50',
      largePayment: true,
    });
    await app.scheduledWork.runDue();
    const [sale, ...others] = await catcher.emailsTo(seller.email);
    expect(others).toHaveLength(0);
    expect(sale?.subject).toBe('You made a sale on Atelier');
    expect(sale?.text).toContain(
      'Marco Rossi bought Denim Jacket Tech Pack for $1,234.50. Large payment alert: this payment is $100.00 or more.',
    );
    expect(sale?.text).toContain(`See your earnings: ${ORIGIN}/freelancer/payments`);
    expect(sale?.text).toContain(
      'You receive this e-mail because “Email me about sales and orders” is on',
    );
    expect(sale?.text).not.toMatch(/job matches/);

    // Each order event has its own subject, and 'See the order' opens the order.
    await catcher.clear();
    const order = { actorId: buyer.id, actorName: 'Marco Rossi', subject: 'Logo', orderId };
    await raise('order-delivered', order);
    await raise('order-cancelled', order);
    await app.scheduledWork.runDue();
    const orders = await catcher.emailsTo(seller.email, 2);
    expect(orders.map((email) => email.subject).sort()).toEqual([
      'Order cancelled: Logo',
      'Your order was delivered: Logo',
    ]);
    for (const email of orders) {
      expect(email.text).toContain(`See the order: ${ORIGIN}/marketplace/orders/${orderId}`);
    }

    // Unsubscribing from the sale e-mail stops sale and order e-mails, not client requests.
    const [unsubscribe] = /https?:\/\/\S+\/api\/mail\/unsubscribe\S+/.exec(sale?.text ?? '') ?? [];
    expect(unsubscribe).toContain('list=emailSales');
    const done = await app.inject({
      method: 'POST',
      url: (unsubscribe ?? '').slice(ORIGIN.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(await preferencesOf(seller)).toMatchObject({ emailSales: false, emailRequests: true });
    await catcher.clear();
    await raise('order-placed', { ...order, amount: '$80.00' });
    await raise('product-sold', { ...order, amount: '$29.00' });
    await raise('listing-invitation', { subject: 'Spring knitwear' });
    await app.scheduledWork.runDue();
    const after = await catcher.emailsTo(seller.email, 2, 1000);
    expect(after.map((email) => email.subject)).toEqual(['You are invited to Spring knitwear']);
  });

  it('escapes user text in the HTML part and keeps it on one line in the text part', async () => {
    const sender = await signedInUser(keycloak, {
      roles: ['client'],
      name: '<script>alert(1)</script> & "Evil"',
    });
    await app.inject({ method: 'GET', url: '/api/me', headers: sender.headers });
    const freelancer = await member(app, keycloak, 'freelancer', 'Patricia Maker');
    const conversation = await openConversation(app, sender, freelancer);
    await send(
      app,
      sender,
      conversation.id,
      'Look <img src=x onerror=alert(2)>\n\nClick http://evil.example now',
    );
    await afterDelay();
    const [email] = await catcher.emailsTo(freelancer.email);
    expect(email).toBeDefined();
    expect(email?.html).not.toContain('<script>');
    expect(email?.html).not.toContain('<img');
    expect(email?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Evil&quot;');
    expect(email?.html).toContain(
      'Look &lt;img src=x onerror=alert(2)&gt; Click http://evil.example now',
    );
    // Plain text shows what was written, but never as lines of its own.
    expect(email?.text).toContain(
      'Look <img src=x onerror=alert(2)> Click http://evil.example now',
    );
    expect(email?.text).not.toMatch(/^Click http:\/\/evil/m);
  });

  it('decides an e-mail in the transaction of its cause: a failed write sends nothing', async () => {
    const freelancer = await member(app, keycloak, 'freelancer', 'Patricia Maker');
    await expect(
      app.kysely.transaction().execute(async (tx) => {
        await app.notifications.notify(tx, freelancer.id, 'application-status-changed', {
          subject: 'Summer Collection',
          status: 'shortlisted',
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await app.scheduledWork.runDue()).toBe(0);
    expect(await catcher.emailsTo(freelancer.email, 1, 300)).toHaveLength(0);

    await app.kysely.transaction().execute(async (tx) => {
      await app.notifications.notify(tx, freelancer.id, 'application-status-changed', {
        subject: 'Summer Collection',
        status: 'shortlisted',
      });
    });
    await app.scheduledWork.runDue();
    const [email] = await catcher.emailsTo(freelancer.email);
    expect(email?.subject).toBe('News about Summer Collection');
    expect(email?.text).toContain('Your application to Summer Collection was shortlisted');
    expect(email?.text).toContain(`${ORIGIN}/freelancer/notifications`);
  });

  it('retries while the SMTP server is away, and shows admins what finally failed', async () => {
    const freelancer = await member(app, keycloak, 'freelancer', 'Patricia Maker');
    const notify = () =>
      app.kysely.transaction().execute((tx) =>
        app.notifications.notify(tx, freelancer.id, 'application-status-changed', {
          subject: 'Denim Line',
          status: 'hired',
        }),
      );
    await catcher.stop();
    try {
      await notify();
      await app.scheduledWork.runDue();
      const [pending] = await app.scheduledWork.list({
        kind: MAIL_WORK.notification,
        state: 'pending',
      });
      expect(pending?.attempts).toBe(1);
      expect(pending?.lastError).toBeTruthy();
    } finally {
      await catcher.start();
    }
    // Back: the next attempt (after its backoff) delivers, once.
    clock.advance(31_000);
    await app.scheduledWork.runDue();
    expect(await catcher.emailsTo(freelancer.email)).toHaveLength(1);
    clock.advance(3_600_000);
    await app.scheduledWork.runDue();
    expect(await catcher.emailsTo(freelancer.email, 2, 300)).toHaveLength(1);

    // Away for good: every attempt fails, and the e-mail ends failed in the admins' list.
    await catcher.stop();
    try {
      await notify();
      for (let attempt = 0; attempt < 8; attempt += 1) {
        await app.scheduledWork.runDue();
        clock.advance(3_600_000);
      }
    } finally {
      await catcher.start();
    }
    const admin = await signedInUser(keycloak, { roles: ['admin'] });
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/emails',
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(200);
    const failed = list
      .json<{ emails: { recipientId: string; state: string; attempts: number }[] }>()
      .emails.filter((email) => email.recipientId === freelancer.id);
    expect(failed).toEqual([expect.objectContaining({ state: 'failed', attempts: 8 })]);
    const forbidden = await app.inject({
      method: 'GET',
      url: '/api/admin/emails',
      headers: freelancer.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('e-mails a team invitation to an address without an account, unless withdrawn first', async () => {
    const owner = await member(app, keycloak, 'client', 'Olivia Owner');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/companies/mine',
      headers: owner.headers,
      payload: {
        name: 'Maison <Verte>',
        website: '',
        location: '',
        description: '',
        logo: null,
      },
    });
    expect(saved.statusCode).toBe(200);
    const invite = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/companies/mine/team/invitations',
        headers: owner.headers,
        payload: { email },
      });
    const invited = await invite('nobody-yet@brand.example');
    expect(invited.statusCode).toBe(201);
    await app.scheduledWork.runDue();
    const [email] = await catcher.emailsTo('nobody-yet@brand.example');
    expect(email?.subject).toBe('Olivia Owner invited you to join Maison <Verte> on Atelier');
    expect(email?.html).toContain('Maison &lt;Verte&gt;');
    expect(email?.html).toMatch(new RegExp(`href="${ORIGIN}/signup\\?invitation=[\\w.-]+"`));
    expect(email?.text).toMatch(new RegExp(`Join Maison <Verte>: ${ORIGIN}/signup\\?invitation=`));

    // Withdrawn in the same moment: the decision is called off with it.
    const second = await invite('changed-mind@brand.example');
    const { invitations } = second.json<{ invitations: { id: string; email: string }[] }>();
    const id = invitations.find((entry) => entry.email === 'changed-mind@brand.example')?.id;
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/companies/mine/team/invitations/${id ?? ''}`,
      headers: owner.headers,
    });
    expect(withdrawn.statusCode).toBe(200);
    await app.scheduledWork.runDue();
    expect(await catcher.emailsTo('changed-mind@brand.example', 1, 300)).toHaveLength(0);
  });

  it("an invitation e-mail's link joins its invitation once, and only for the invited address", async () => {
    const owner = await member(app, keycloak, 'client', 'Lina Link');
    await app.inject({
      method: 'PUT',
      url: '/api/companies/mine',
      headers: owner.headers,
      payload: { name: 'Maison Lien', website: '', location: '', description: '', logo: null },
    });
    const invited = await app.inject({
      method: 'POST',
      url: '/api/companies/mine/team/invitations',
      headers: owner.headers,
      payload: { email: 'linked@brand.example' },
    });
    expect(invited.statusCode).toBe(201);
    await app.scheduledWork.runDue();
    const [email] = await catcher.emailsTo('linked@brand.example');
    const link = new URL(/href="([^"]+)"/.exec(email?.html ?? '')?.[1] ?? ORIGIN);
    const token = link.searchParams.get('invitation') ?? '';
    expect(token).not.toBe('');
    const call = (method: 'GET' | 'POST', user: User, linkToken: string) =>
      app.inject({
        method,
        url: `/api/companies/invitations/${method === 'GET' ? 'pending' : 'accept'}?invitation=${encodeURIComponent(linkToken)}`,
        headers: user.headers,
      });

    // Someone else (verified, another address) who got hold of the link: refused, nothing joined.
    const other = await signedInUser(keycloak, { email: 'other@brand.example' });
    for (const method of ['GET', 'POST'] as const) {
      const refused = await call(method, other, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message:
          'This invitation was sent to another email address. Sign in with the address it was sent to.',
      });
    }
    expect(keycloak.roles.get(other.id)?.has('client')).toBe(false);

    // A link whose signature was changed names nothing.
    const invitee = await signedInUser(keycloak, { email: 'linked@brand.example' });
    const [invitationId = ''] = token.split('.');
    for (const forged of [`${invitationId}.AAAA`, invitationId, 'not-a-token']) {
      const refused = await call('POST', invitee, forged);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        message:
          'This invitation link has already been used, or the invitation was withdrawn. Ask the company to invite you again.',
      });
    }

    // The invited address, verified: offered, then joined; the link is then used up.
    const offered = await call('GET', invitee, token);
    expect(offered.json()).toMatchObject({ company: { name: 'Maison Lien' } });
    const joined = await call('POST', invitee, token);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ company: { name: 'Maison Lien' } });
    expect(keycloak.roles.get(invitee.id)?.has('client')).toBe(true);
    const again = await call('POST', invitee, token);
    expect(again.statusCode).toBe(404);
    const later = await signedInUser(keycloak, { email: 'linked@brand.example' });
    expect((await call('GET', later, token)).statusCode).toBe(404);
  });

  if (name === 'PostgreSQL') {
    it('delivers each e-mail once with two API instances on one database', async () => {
      if (url === undefined) throw new Error('no database url');
      const second = await build({
        keycloak,
        database: await openPostgres(url),
        clock,
        config: { publicOrigin: ORIGIN, mail: catcher.config({ messageDelayMs: DELAY_MS }) },
      });
      try {
        const freelancer = await member(app, keycloak, 'freelancer', 'Patricia Maker');
        const subjects = Array.from({ length: 12 }, (_, index) => `Listing ${String(index)}`);
        for (const subject of subjects) {
          await app.kysely.transaction().execute((tx) =>
            app.notifications.notify(tx, freelancer.id, 'application-status-changed', {
              subject,
              status: 'shortlisted',
            }),
          );
        }
        const ran = await Promise.all([
          app.scheduledWork.runDue(),
          second.scheduledWork.runDue(),
          app.scheduledWork.runDue(),
          second.scheduledWork.runDue(),
        ]);
        expect(ran.reduce((sum, count) => sum + count, 0)).toBe(subjects.length);
        const emails = await catcher.emailsTo(freelancer.email, subjects.length);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const all = await catcher.emailsTo(freelancer.email, subjects.length + 1, 300);
        expect(all).toHaveLength(subjects.length);
        expect(new Set(emails.map((email) => email.subject)).size).toBe(subjects.length);
      } finally {
        await second.close();
      }
    });
  }
});
