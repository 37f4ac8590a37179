/**
 * PLM's launch (issue 38): the public launch state, admins' 'Announce PLM' (each PLM waitlist
 * address e-mailed once through the outbox, whatever repeats or runs concurrently; later sign-ups
 * told at once), the e-mail itself (text, link to /plm, one-click unsubscribe off the waitlist).
 */
import type { PlmAnnouncement, PlmAnnouncementPreview, PlmLaunch } from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { MAIL_MESSAGES } from '../../../src/modules/mail/messages';
import { unsubscribeLink, WAITLIST_LIST } from '../../../src/modules/mail/unsubscribe';
import { MAIL_OFF_MESSAGE } from '../../../src/modules/waitlist/messages';
import { build } from '../../helper';
import { BACKENDS } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import {
  startMailCatcher,
  TEST_MAIL_SIGNING_SECRET,
  type MailCatcher,
} from '../../support/mail-catcher';

const ORIGIN = 'http://localhost:8080';

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.close();
});

describe.each(BACKENDS)('PLM launch on %s', (_name, open) => {
  let keycloak: FakeKeycloak;
  let app: App;
  let drop: () => Promise<void>;
  let admin: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    const database = await open();
    drop = database.drop;
    app = await build({
      keycloak,
      database: database.db,
      config: { publicOrigin: ORIGIN, mail: catcher.config() },
    });
    admin = await signedInUser(keycloak, { roles: ['admin'] });
  });

  afterAll(async () => {
    await app.close();
    await drop().catch(() => undefined);
    await keycloak.close();
  });

  let nextAddress = 1;
  const join = async (email: string, source: 'plm' | 'newsletter' = 'plm') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email, source },
      remoteAddress: `198.51.100.${nextAddress++}`,
    });
    expect(response.statusCode).toBe(201);
  };
  const launchState = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/plm/launch' });
    expect(response.statusCode).toBe(200);
    return response;
  };
  const preview = async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/plm/announcement',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<PlmAnnouncementPreview>();
  };
  const announce = () =>
    app.inject({ method: 'POST', url: '/api/admin/plm/announcement', headers: admin.headers });

  it('refuses anyone but an admin: 401 signed out, 403 other roles', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const signedOut = await app.inject({ method, url: '/api/admin/plm/announcement' });
      expect(signedOut.statusCode).toBe(401);
      for (const role of ['freelancer', 'client', 'supplier']) {
        const user = await signedInUser(keycloak, { roles: [role] });
        const refused = await app.inject({
          method,
          url: '/api/admin/plm/announcement',
          headers: user.headers,
        });
        expect(refused.statusCode).toBe(403);
      }
    }
    // Nothing was announced by the refusals.
    expect((await launchState()).json<PlmLaunch>()).toEqual({ launched: false, announcedAt: null });
  });

  it('e-mails each PLM waitlist address once, across repeated and concurrent announcements', async () => {
    await catcher.clear();
    const addresses = ['ana@studio.test', 'ben@brand.test', 'cleo@mill.test'];
    for (const address of addresses) await join(address);
    await join('Ana@Studio.test'); // the same address again: still one.
    await join('news-only@atelier.test', 'newsletter');

    const before = await launchState();
    expect(before.json<PlmLaunch>()).toEqual({ launched: false, announcedAt: null });
    expect(before.headers['cache-control']).toBe('public, max-age=60');
    expect(await preview()).toEqual({ announcedAt: null, waiting: 3 });

    // Two admins at once: one queues the three, the other none.
    const [first, second] = await Promise.all([announce(), announce()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const results = [first.json<PlmAnnouncement>(), second.json<PlmAnnouncement>()];
    expect(results.map((result) => result.queued).sort()).toEqual([0, 3]);
    expect(results[0]?.announcedAt).toBe(results[1]?.announcedAt);
    const announcedAt = results[0]?.announcedAt ?? '';

    const after = (await launchState()).json<PlmLaunch>();
    expect(after).toEqual({ launched: true, announcedAt });
    expect(await preview()).toEqual({ announcedAt, waiting: 0 });

    await app.scheduledWork.runDue();
    // A third announcement (and its delivery) sends nothing more.
    const third = await announce();
    expect(third.json<PlmAnnouncement>()).toEqual({ announcedAt, queued: 0 });
    await app.scheduledWork.runDue();

    for (const address of addresses) {
      const emails = await catcher.emailsTo(address, 2, 500);
      expect(emails).toHaveLength(1);
    }
    expect(await catcher.emailsTo('news-only@atelier.test', 1, 300)).toHaveLength(0);

    const [email] = await catcher.emailsTo('ana@studio.test');
    expect(email?.subject).toBe('Atelier PLM is live');
    expect(email?.text).toContain(
      'the product lifecycle management tool you joined the waitlist for, is ready',
    );
    expect(email?.text).toContain(
      'a free 3-month trial at launch, priority onboarding and support, and exclusive beta features',
    );
    expect(email?.text).toContain(`Open Atelier PLM: ${ORIGIN}/plm`);
    expect(email?.html).toContain(`href="${ORIGIN}/plm"`);
    const headers = await catcher.headersOf(email?.id ?? '');
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['list-unsubscribe']).toMatch(
      new RegExp(
        `^<${ORIGIN}/api/mail/unsubscribe\\?user=[0-9a-f-]{36}&list=${WAITLIST_LIST}&token=`,
      ),
    );
  });

  it('tells an address that joins after the launch at once, once', async () => {
    await catcher.clear();
    await join('late@studio.test');
    await join('late@studio.test');
    expect(await preview()).toMatchObject({ waiting: 0 });
    await app.scheduledWork.runDue();
    expect(await catcher.emailsTo('late@studio.test', 2, 500)).toHaveLength(1);
    expect((await announce()).json<PlmAnnouncement>()).toMatchObject({ queued: 0 });
  });

  it('takes an address off the waitlist with its one-click unsubscribe', async () => {
    await catcher.clear();
    await join('leaving@studio.test');
    await app.scheduledWork.runDue();
    const [email] = await catcher.emailsTo('leaving@studio.test');
    const link =
      /^<(.+)>$/.exec((await catcher.headersOf(email?.id ?? ''))['list-unsubscribe'] ?? '')?.[1] ??
      '';
    const signupId = new URL(link).searchParams.get('user') ?? '';
    expect(link).toBe(unsubscribeLink(ORIGIN, TEST_MAIL_SIGNING_SECRET, signupId, WAITLIST_LIST));

    const page = await app.inject({ method: 'GET', url: link.slice(ORIGIN.length) });
    expect(page.statusCode).toBe(200);
    const done = await app.inject({
      method: 'POST',
      url: link.slice(ORIGIN.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(MAIL_MESSAGES.leftWaitlist);
    expect((await app.waitlist.list('plm')).map((entry) => entry.email)).not.toContain(
      'leaving@studio.test',
    );
  });
});

describe('PLM launch without e-mail', () => {
  it('refuses to announce (503) and stays unlaunched', async () => {
    const keycloak = await startFakeKeycloak();
    const app = await build({ keycloak });
    try {
      const admin = await signedInUser(keycloak, { roles: ['admin'] });
      const refused = await app.inject({
        method: 'POST',
        url: '/api/admin/plm/announcement',
        headers: admin.headers,
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: 'Service Unavailable', message: MAIL_OFF_MESSAGE });
      const state = await app.inject({ method: 'GET', url: '/api/plm/launch' });
      expect(state.json()).toEqual({ launched: false, announcedAt: null });
    } finally {
      await app.close();
      await keycloak.close();
    }
  });
});
