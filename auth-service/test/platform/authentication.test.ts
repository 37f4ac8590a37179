import { randomUUID } from 'node:crypto';
import { SignJWT, generateKeyPair, base64url } from 'jose';
import type { App } from '../../src/app';
import {
  IDENTITY_PROVIDER_UNAVAILABLE,
  UNAUTHORIZED_MESSAGES,
  forbiddenRoleMessage,
} from '../../src/platform/authentication';
import { build } from '../helper';
import { TEST_ISSUER, startFakeKeycloak, type FakeKeycloak } from '../support/keycloak';

let keycloak: FakeKeycloak;
let app: App;

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  app = await build({ keycloak });
});
afterAll(async () => {
  await app.close();
  await keycloak.close();
});

const getMe = (authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/me',
    headers: authorization === undefined ? {} : { authorization },
  });

/** A token whose payload was edited after signing. */
function tamper(token: string, edit: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as Record<
    string,
    unknown
  >;
  edit(claims);
  return [header, base64url.encode(JSON.stringify(claims)), signature].join('.');
}

describe('authenticate', () => {
  it('accepts a valid token and answers for its subject', async () => {
    const sub = randomUUID();
    const response = await getMe(`Bearer ${await keycloak.sign({ sub, email: 'a@example.test' })}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ id: string }>().id).toBe(sub);
  });

  it('tolerates 5 seconds of clock difference on expiry', async () => {
    const token = await keycloak.sign({ email: 'late@example.test', expiresIn: -3 });
    expect((await getMe(`Bearer ${token}`)).statusCode).toBe(200);
  });

  const cases: [string, () => Promise<string | undefined>, string][] = [
    ['no Authorization header', () => Promise.resolve(undefined), UNAUTHORIZED_MESSAGES.missing],
    [
      'a non-bearer scheme',
      () => Promise.resolve('Basic dXNlcjpwYXNz'),
      UNAUTHORIZED_MESSAGES.missing,
    ],
    [
      'a bearer that is not a JWT',
      () => Promise.resolve('Bearer not-a-jwt'),
      UNAUTHORIZED_MESSAGES.malformed,
    ],
    [
      'an expired token (beyond the tolerance)',
      async () => `Bearer ${await keycloak.sign({ expiresIn: -10 })}`,
      UNAUTHORIZED_MESSAGES.expired,
    ],
    [
      'a tampered token (role added after signing)',
      async () =>
        `Bearer ${tamper(await keycloak.sign(), (claims) => {
          claims.realm_access = { roles: ['admin'] };
        })}`,
      UNAUTHORIZED_MESSAGES.signature,
    ],
    [
      'a token from a foreign issuer',
      async () =>
        `Bearer ${await keycloak.sign({ issuer: 'http://localhost:8080/auth/realms/other' })}`,
      UNAUTHORIZED_MESSAGES.issuer,
    ],
    [
      'a token for another audience',
      async () => `Bearer ${await keycloak.sign({ audience: 'account' })}`,
      UNAUTHORIZED_MESSAGES.audience,
    ],
    [
      'a token signed by a key the realm does not publish',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return `Bearer ${await keycloak.sign({ key: privateKey, kid: 'attacker' })}`;
      },
      UNAUTHORIZED_MESSAGES.unknownKey,
    ],
    [
      'an HS256 token (algorithm confusion)',
      async () =>
        `Bearer ${await new SignJWT({ realm_access: { roles: ['admin'] } })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(randomUUID())
          .setIssuer(TEST_ISSUER)
          .setAudience('auth-service')
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode('a-guessable-shared-secret-of-32-bytes'))}`,
      UNAUTHORIZED_MESSAGES.algorithm,
    ],
    [
      'an unsigned token (alg none)',
      async () => {
        const signed = await keycloak.sign();
        const [, payload] = signed.split('.');
        return `Bearer ${base64url.encode(JSON.stringify({ alg: 'none' }))}.${payload ?? ''}.`;
      },
      UNAUTHORIZED_MESSAGES.algorithm,
    ],
    [
      'a token whose subject is not a Keycloak user id',
      async () => `Bearer ${await keycloak.sign({ sub: 'service-account' })}`,
      UNAUTHORIZED_MESSAGES.subject,
    ],
  ];

  it.each(cases)('answers 401 for %s, with the reason', async (_case, header, message) => {
    const response = await getMe(await header());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized', message });
    expect(response.headers['www-authenticate']).toMatch(/^Bearer realm="atelier"/);
  });
});

describe('verified-token cache', () => {
  afterEach(() => jest.useRealTimers());

  it('still refuses a tampered copy of a token it has accepted', async () => {
    const token = await keycloak.sign({ email: 'cached@example.test' });
    expect((await getMe(`Bearer ${token}`)).statusCode).toBe(200);
    const forged = tamper(token, (claims) => {
      claims.realm_access = { roles: ['admin'] };
    });
    expect((await getMe(`Bearer ${forged}`)).json()).toEqual({
      error: 'Unauthorized',
      message: UNAUTHORIZED_MESSAGES.signature,
    });
  });

  it('checks the header around a remembered token as strictly as before', async () => {
    const token = await keycloak.sign({ email: 'header@example.test' });
    expect((await getMe(`Bearer ${token}`)).statusCode).toBe(200);
    for (const header of [`Bearer ${token} `, `Bearer  ${token}`, `bearer ${token}`, token]) {
      expect((await getMe(header)).json()).toEqual({
        error: 'Unauthorized',
        message: UNAUTHORIZED_MESSAGES.missing,
      });
    }
  });

  it('stops accepting a remembered token once it expires', async () => {
    const token = await keycloak.sign({ email: 'short@example.test', expiresIn: 60 });
    expect((await getMe(`Bearer ${token}`)).statusCode).toBe(200);
    // Only the clock is faked: the request machinery keeps its real timers.
    jest.useFakeTimers({
      now: Date.now() + 66_000,
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    expect((await getMe(`Bearer ${token}`)).json()).toEqual({
      error: 'Unauthorized',
      message: UNAUTHORIZED_MESSAGES.expired,
    });
  });
});

describe('requireRole', () => {
  it('answers 403 to a signed-in user without the role', async () => {
    const token = await keycloak.sign({ email: 'f@example.test', roles: ['freelancer'] });
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: forbiddenRoleMessage('admin') });
  });

  it('lets the role through', async () => {
    const token = await keycloak.sign({ email: 'root@example.test', roles: ['admin'] });
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('when Keycloak cannot be reached', () => {
  it('answers 503 with a clear message rather than 401 (which would sign the user out)', async () => {
    const unreachable = await startFakeKeycloak();
    const token = await unreachable.sign({ email: 'u@example.test' });
    const jwksUrl = unreachable.jwksUrl;
    await unreachable.close();
    const isolated = await build({
      config: { keycloakJwksUrl: jwksUrl, keycloakIssuer: TEST_ISSUER },
    });
    try {
      const response = await isolated.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'Service Unavailable',
        message: IDENTITY_PROVIDER_UNAVAILABLE,
      });
    } finally {
      await isolated.close();
    }
  });
});

describe('Cache-Control', () => {
  it('is no-store on every answer of a route behind a token, and to any request with a token', async () => {
    const user = await keycloak.sign({ email: 'cache@example.test' });
    const admin = await keycloak.sign({ email: 'cache-admin@example.test', roles: ['admin'] });
    const withToken = (token: string) => ({ authorization: `Bearer ${token}` });
    const answers = [
      await getMe(`Bearer ${user}`), // 200
      await getMe(), // 401 without a token
      await getMe('Bearer not-a-jwt'), // 401
      await app.inject({ method: 'GET', url: '/api/admin/users', headers: withToken(user) }), // 403
      await app.inject({ method: 'GET', url: '/api/admin/users', headers: withToken(admin) }),
      await app.inject({ method: 'GET', url: '/api/subscription', headers: withToken(user) }),
      await app.inject({ method: 'GET', url: '/api/orders', headers: withToken(user) }),
      await app.inject({ method: 'POST', url: '/api/subscription/cancel' }), // 401
      await app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: withToken(user),
        payload: { fullName: 42 },
      }), // 400
      // A public route, but the request carried a token.
      await app.inject({ method: 'GET', url: '/api/plans?role=client', headers: withToken(user) }),
    ];
    expect(answers.map((answer) => answer.headers['cache-control'])).toEqual(
      answers.map(() => 'no-store'),
    );
  });

  it('is left to public routes called without a token', async () => {
    const plans = await app.inject({ method: 'GET', url: '/api/plans?role=client' });
    expect(plans.statusCode).toBe(200);
    expect(plans.headers['cache-control']).toBeUndefined();
  });
});
