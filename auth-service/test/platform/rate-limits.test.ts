/**
 * Security review (issue 10), findings 2 and 3: every write route has a rate limit, counted per
 * signed-in user (else per client address), and the client address is the one the gateway saw.
 */
import type { RouteOptions } from 'fastify';
import type { App } from '../../src/app';
import { RATE_LIMITS, tooManyRequestsMessage } from '../../src/platform/rate-limit';
import { build } from '../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../support/keycloak';

let keycloak: FakeKeycloak;
let app: App;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  app = await build({
    keycloak,
    setup: (instance) => {
      instance.addHook('onRoute', (route) => {
        routes.push(route);
      });
      instance.get('/api/test/ip', (request) => ({ ip: request.ip }));
      // Two routes sharing one onRequest array, as the modules' `signedIn` arrays are,
      // registered after the app's plugins (their onRoute hooks), as a module's routes are.
      void instance.register((child, _options, done) => {
        const shared = [() => Promise.resolve()];
        child.post(
          '/api/test/limited-write',
          { onRequest: shared, config: { rateLimit: { max: 1, timeWindow: '1 minute' } } },
          () => ({ ok: true }),
        );
        child.get('/api/test/shared-read', { onRequest: shared }, () => ({ ok: true }));
        done();
      });
    },
  });
});
afterAll(async () => {
  await app.close();
  await keycloak.close();
});

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** Signed by Stripe (the webhook) or reached by a browser form (the sandbox's pages). */
const EXEMPT = [/^\/api\/stripe\/webhook$/, /^\/api\/sandbox\//];

describe('the route table', () => {
  it('gives every write route a rate limit', () => {
    const writes = routes.filter((route) =>
      [route.method].flat().some((method) => WRITE_METHODS.includes(method)),
    );
    const unlimited = writes
      .filter((route) => !EXEMPT.some((pattern) => pattern.test(route.url)))
      .filter((route) => {
        const config = route.config as { rateLimit?: { max?: unknown } } | undefined;
        return typeof config?.rateLimit?.max !== 'number';
      })
      .map((route) => `${[route.method].flat().join(',')} ${route.url}`);
    expect(unlimited).toEqual([]);
    // The walk saw the routes it is about.
    expect(writes.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/checkout/sessions', '/api/billing/portal', '/api/me']),
    );
  });
});

describe('routes sharing an onRequest array', () => {
  it('keep the limit on the route that sets it, not on the others', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/test/limited-write' })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'POST', url: '/api/test/limited-write' })).statusCode).toBe(
      429,
    );
    for (let read = 0; read < 5; read += 1) {
      expect((await app.inject({ url: '/api/test/shared-read' })).statusCode).toBe(200);
    }
  });
});

describe('billing writes', () => {
  it.each([
    // A user without a role (403) or without a customer (404): no provider call, still counted.
    [
      'POST',
      '/api/checkout/sessions',
      [],
      { price_id: 'price_x', success_url: 'x', cancel_url: 'x' },
    ],
    ['POST', '/api/billing/portal', ['freelancer'], { return_url: 'http://localhost:8080/' }],
    ['POST', '/api/subscription/cancel', ['freelancer'], undefined],
  ] as const)(
    '%s %s: the write after the limit gets 429, another user is unaffected',
    async (method, url, roles, payload) => {
      const send = (headers: Record<string, string>) =>
        app.inject({ method, url, headers, ...(payload && { payload }) });
      const user = await signedInUser(keycloak, { roles: [...roles] });
      const other = await signedInUser(keycloak, { roles: [...roles] });
      const { max } = RATE_LIMITS.billingWrites;
      const first = await send(user.headers);
      expect(first.statusCode).not.toBe(429);
      for (let index = 1; index < max; index++) {
        expect((await send(user.headers)).statusCode).toBe(first.statusCode);
      }
      const limited = await send(user.headers);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: 'Too Many Requests',
        message: tooManyRequestsMessage('1 minute'),
      });
      // Same client address (inject's 127.0.0.1), another account: its own budget.
      expect((await send(other.headers)).statusCode).toBe(first.statusCode);
    },
  );
});

describe('client address', () => {
  const ipOf = async (remoteAddress: string, forwardedFor?: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      })
    ).json<{ ip: string }>().ip;

  it('is the last X-Forwarded-For entry, the one the gateway appended', async () => {
    expect(await ipOf('127.0.0.1', '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    // The gateway saw a client on a private network (Docker's bridge): still that one hop.
    expect(await ipOf('127.0.0.1', '1.2.3.4, 172.17.0.1')).toBe('172.17.0.1');
    expect(await ipOf('172.18.0.5', '10.0.0.7, 5.6.7.8')).toBe('5.6.7.8');
    expect(await ipOf('127.0.0.1')).toBe('127.0.0.1');
  });

  it('is the socket address of a client that reaches the API directly', async () => {
    expect(await ipOf('203.0.113.50', '1.2.3.4, 5.6.7.8')).toBe('203.0.113.50');
  });

  it('cannot be changed by a made-up first X-Forwarded-For entry', async () => {
    // A client the gateway sees at a private address (here Docker's bridge) invents the rest.
    const signUp = (invented: string, index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/waitlist',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${invented}, 172.17.0.1` },
        payload: { email: `spoof${String(index)}@b.test`, source: 'plm' },
      });
    const { max } = RATE_LIMITS.waitlist;
    for (let index = 0; index < max; index++) {
      expect((await signUp(`10.9.8.${String(index)}`, index)).statusCode).toBe(201);
    }
    expect((await signUp('10.9.8.250', max)).statusCode).toBe(429);
  });
});
