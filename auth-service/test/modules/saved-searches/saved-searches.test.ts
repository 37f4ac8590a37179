/**
 * Saved searches with alerts (issue 40) through the API, e-mails caught by a real SMTP server
 * (maildev): the owner's searches only (404 to others), matching through the requests list's own
 * search, confidential, invite-only and non-matching requests never e-mailed, each request sent
 * once per search, at most one instant e-mail per search an hour, daily digests grouped by
 * search, and, on PostgreSQL, one e-mail across two API instances.
 */
import type {
  RequestDraftBody,
  RequestPage,
  SavedSearch,
  SavedSearchBody,
  SavedSearches,
  SupplierRequest,
} from '@atelier/api-contract';
import { SAVED_SEARCH_MESSAGES } from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { nextDigestTime } from '../../../src/modules/saved-searches/alert-times';
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
import { member, type User } from '../../support/messaging';
import { draft } from '../../support/requests';

const ORIGIN = 'http://localhost:8080';
const HOUR = 60 * 60 * 1000;
const requestLink = (id: string) => `${ORIGIN}/supplier/requests?request=${id}`;

let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
});

afterAll(async () => {
  await catcher.close();
});

describe.each(BACKENDS)('saved searches on %s', (_name, open) => {
  let keycloak: FakeKeycloak;
  let app: App;
  let drop: () => Promise<void>;
  let url: string | undefined;
  const clock = new ManualClock();

  const buildApp = (database: NonNullable<Parameters<typeof build>[0]>['database']) =>
    build({
      keycloak,
      database,
      clock,
      config: { publicOrigin: ORIGIN, mail: catcher.config() },
    });

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    const database = await open();
    drop = database.drop;
    url = database.url;
    app = await buildApp(database.db);
  });

  afterAll(async () => {
    await app.close();
    await drop().catch(() => undefined);
    await keycloak.close();
  });

  beforeEach(async () => {
    await catcher.clear();
  });

  const save = (user: User, body: Partial<SavedSearchBody> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: user.headers,
      payload: { name: 'Denim', list: 'requests', query: {}, alert: 'off', ...body },
    });

  async function saved(user: User, body: Partial<SavedSearchBody>) {
    const response = await save(user, body);
    expect(response.statusCode).toBe(201);
    return response.json<SavedSearch>();
  }

  const mine = async (user: User) =>
    (
      await app.inject({ method: 'GET', url: '/api/saved-searches', headers: user.headers })
    ).json<SavedSearches>().savedSearches;

  /**
   * Runs what is due as the poller would, twice: the scan decides its e-mails as scheduled work of
   * their own, due at once, which the next round delivers.
   */
  const runAlerts = async (on: App = app) => {
    await on.scheduledWork.runDue();
    await on.scheduledWork.runDue();
  };

  /** The alert e-mails to `user` (not, say, a request's invitation). */
  const alertsTo = async (user: User, count = 1, timeoutMs?: number) =>
    (await catcher.emailsTo(user.email, count, timeoutMs)).filter(
      (email) =>
        email.subject.includes('saved searches') || email.subject.startsWith('New matches'),
    );

  /** A new client (writes are rate-limited per user) publishes a request. */
  async function published(overrides: Partial<RequestDraftBody>, client?: User) {
    const owner = client ?? (await signedInUser(keycloak, { roles: ['client'], name: 'Maison' }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: owner.headers,
      payload: draft(overrides),
    });
    expect(response.statusCode).toBe(201);
    return response.json<SupplierRequest>();
  }

  it('keeps each supplier’s searches to themselves: list, alert and delete are 404 to others', async () => {
    const supplier = await member(app, keycloak, 'supplier', 'Fabrica Norte');
    const other = await member(app, keycloak, 'supplier', 'Other Mill');
    const search = await saved(supplier, {
      name: '  Organic denim ',
      query: { q: ' denim ', category: 'Sustainable' },
      alert: 'daily',
    });
    expect(search).toMatchObject({
      name: 'Organic denim',
      list: 'requests',
      query: { q: 'denim', category: 'Sustainable' },
      alert: 'daily',
    });
    expect(await mine(supplier)).toEqual([search]);
    expect(await mine(other)).toEqual([]);

    const patch = (user: User, alert: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/saved-searches/${search.id}`,
        headers: user.headers,
        payload: { alert },
      });
    const refused = await patch(other, 'instant');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: SAVED_SEARCH_MESSAGES.notFound });
    const remove = (user: User) =>
      app.inject({
        method: 'DELETE',
        url: `/api/saved-searches/${search.id}`,
        headers: user.headers,
      });
    expect((await remove(other)).statusCode).toBe(404);

    const changed = await patch(supplier, 'instant');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SavedSearch>().alert).toBe('instant');
    expect((await patch(supplier, 'weekly')).statusCode).toBe(400);
    expect((await remove(supplier)).statusCode).toBe(204);
    expect(await mine(supplier)).toEqual([]);
    expect((await remove(supplier)).statusCode).toBe(404);
  });

  it('removes a deleted account’s searches, and only theirs', async () => {
    const leaving = await member(app, keycloak, 'supplier', 'Leaving Mill');
    const staying = await member(app, keycloak, 'supplier', 'Staying Mill');
    await saved(leaving, { name: 'Mine', alert: 'instant' });
    const kept = await saved(staying, { name: 'Theirs', alert: 'instant' });
    await app.savedSearches.removeUserData(leaving.id);
    expect(await mine(leaving)).toEqual([]);
    expect(await mine(staying)).toEqual([kept]);
  });

  it('refuses bad input with a reason, and other roles', async () => {
    const supplier = await member(app, keycloak, 'supplier', 'Fabrica Norte');
    const blank = await save(supplier, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: SAVED_SEARCH_MESSAGES.nameRequired });
    const unknownFilter = await save(supplier, { query: { colour: 'red' } as never });
    expect(unknownFilter.statusCode).toBe(400);
    expect((await save(supplier, { list: 'jobs' as never })).statusCode).toBe(400);
    const client = await member(app, keycloak, 'client', 'Maison Verde');
    expect((await save(client)).statusCode).toBe(403);
  });

  it('e-mails new matches of an instant search once, as the list finds them, public ones only', async () => {
    const supplier = await member(app, keycloak, 'supplier', 'Fabrica Norte');
    const before = await published({ title: 'Selvedge denim from before' });
    const search = await saved(supplier, {
      name: 'Sustainable denim',
      query: { q: 'denim', category: 'Sustainable' },
      alert: 'instant',
    });
    const client = await signedInUser(keycloak, { roles: ['client'], name: 'Maison' });
    const matching = await published({ title: 'Selvedge denim jackets' });
    const otherCategory = await published({ title: 'Denim totes', category: 'Accessories' });
    const otherWords = await published({ title: 'Silk scarves' });
    const confidential = await published({
      title: 'Denim for a secret line',
      visibility: 'confidential',
    });
    const inviteOnly = await published(
      { title: 'Invite-only denim', visibility: 'invite-only' },
      client,
    );
    const invited = await app.inject({
      method: 'POST',
      url: `/api/requests/${inviteOnly.id}/invitations`,
      headers: client.headers,
      payload: { invitee: supplier.email },
    });
    expect(invited.statusCode).toBeLessThan(300);
    const draftOne = await published({ title: 'Draft denim', status: 'draft' });

    // The list's own search, as running the saved search shows it.
    const list = (
      await app.inject({
        method: 'GET',
        url: '/api/requests?q=denim&category=Sustainable',
        headers: supplier.headers,
      })
    ).json<RequestPage>();
    const listed = list.requests.map((request) => request.id);
    expect(listed).toEqual(expect.arrayContaining([matching.id, confidential.id, inviteOnly.id]));
    expect(listed).not.toContain(otherCategory.id);

    await runAlerts();
    const emails = await alertsTo(supplier, 2);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toBe('New matches for “Sustainable denim” on Atelier');
    expect(email?.text).toContain('1 new match for your saved search “Sustainable denim”');
    expect(email?.text).toContain(`Selvedge denim jackets: ${requestLink(matching.id)}`);
    expect(email?.html).toContain(`href="${requestLink(matching.id)}"`);
    for (const left of [before, otherCategory, otherWords, confidential, inviteOnly, draftOne]) {
      expect(email?.text).not.toContain(left.id);
      expect(email?.html).not.toContain(left.id);
    }
    const headers = await catcher.headersOf(email?.id ?? '');
    expect(headers['list-unsubscribe']).toBe(
      `<${unsubscribeLink(ORIGIN, TEST_MAIL_SIGNING_SECRET, supplier.id, 'emailRequests')}>`,
    );

    // Sent once: later runs, even hours later, never send it again.
    await runAlerts();
    clock.advance(2 * HOUR);
    await runAlerts();
    expect(await alertsTo(supplier, 3, 300)).toHaveLength(1);
    expect(search.alert).toBe('instant');
  });

  it('sends at most one instant e-mail per search an hour: later matches wait for the next', async () => {
    const supplier = await member(app, keycloak, 'supplier', 'Fabrica Norte');
    await saved(supplier, { name: 'Linen', query: { q: 'linen' }, alert: 'instant' });
    const first = await published({ title: 'Washed linen shirts' });
    await runAlerts();
    expect(await alertsTo(supplier)).toHaveLength(1);

    clock.advance(10 * 60 * 1000);
    const second = await published({ title: 'Linen trousers' });
    const third = await published({ title: 'Linen dresses' });
    await runAlerts();
    expect(await alertsTo(supplier, 2, 300)).toHaveLength(1);

    clock.advance(HOUR);
    await runAlerts();
    const emails = await alertsTo(supplier, 2);
    expect(emails).toHaveLength(2);
    const next = emails.find((email) => email.text.includes(second.id));
    expect(next?.text).toContain('2 new matches for your saved search “Linen”');
    expect(next?.text).toContain(requestLink(third.id));
    expect(next?.text).not.toContain(first.id);
  });

  it('sends a daily digest grouping the day’s new matches by search, once', async () => {
    const supplier = await member(app, keycloak, 'supplier', 'Fabrica Norte');
    await saved(supplier, { name: 'Wool', query: { q: 'merino' }, alert: 'daily' });
    await saved(supplier, { name: 'Knits', query: { q: 'cardigan' }, alert: 'daily' });
    await saved(supplier, { name: 'Nothing new', query: { q: 'zzzz-none' }, alert: 'daily' });
    const wool = await published({ title: 'Merino yarn' });
    const knit = await published({ title: 'Chunky cardigan knitting' });
    await runAlerts();
    expect(await alertsTo(supplier, 1, 300)).toHaveLength(0);

    clock.set(nextDigestTime(clock.now()));
    await runAlerts();
    const emails = await alertsTo(supplier);
    expect(emails).toHaveLength(1);
    const [digest] = emails;
    expect(digest?.subject).toBe('Your saved searches: new matches today on Atelier');
    const text = digest?.text ?? '';
    expect(text).toContain('1 new match for your saved search “Wool”');
    expect(text).toContain('1 new match for your saved search “Knits”');
    expect(text).not.toContain('Nothing new');
    // Grouped: each request under its own search.
    expect(text.indexOf(requestLink(wool.id))).toBeGreaterThan(text.indexOf('“Wool”'));
    expect(text.indexOf(requestLink(wool.id))).toBeLessThan(text.indexOf('“Knits”'));
    expect(text.indexOf(requestLink(knit.id))).toBeGreaterThan(text.indexOf('“Knits”'));

    clock.set(nextDigestTime(clock.now()));
    await runAlerts();
    expect(await alertsTo(supplier, 2, 300)).toHaveLength(1);
  });

  it('sends one e-mail when two API instances on one PostgreSQL run the alerts together', async () => {
    if (url === undefined) {
      // PGlite is one connection in one process: there is no second instance to race with.
      // The claim itself (a conditional update of the search's period) runs on both backends.
      console.info(
        'Skipped on PGlite: two instances need a PostgreSQL server (TEST_DATABASE_URL).',
      );
      return;
    }
    const second = await buildApp(await openPostgres(url));
    try {
      const suppliers = await Promise.all(
        [1, 2, 3].map((n) => member(app, keycloak, 'supplier', `Mill ${String(n)}`)),
      );
      for (const supplier of suppliers) {
        await saved(supplier, { name: 'Cashmere', query: { q: 'cashmere' }, alert: 'instant' });
      }
      const request = await published({ title: 'Cashmere scarves' });
      await Promise.all([runAlerts(), runAlerts(second)]);
      // Both scan again: nothing is left to send.
      await Promise.all([runAlerts(), runAlerts(second)]);
      for (const supplier of suppliers) {
        const emails = await alertsTo(supplier, 2, 500);
        expect(emails).toHaveLength(1);
        expect(emails[0]?.text).toContain(requestLink(request.id));
      }
    } finally {
      await second.close();
    }
  });
});
