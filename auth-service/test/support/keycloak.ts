/**
 * A stand-in for Keycloak at the network edge: a real HTTP server answering the realm's key set,
 * the token endpoint (client credentials) and the admin API calls auth-service makes, with the
 * realm roles of its users held in memory. Tokens are signed with a fresh RSA key per server.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { ROLES } from '../../src/platform/roles';

export const TEST_ISSUER = 'http://localhost:8080/auth/realms/atelier';
export const ADMIN_CLIENT_ID = 'auth-service';
export const ADMIN_CLIENT_SECRET = 'test-secret';
const REALM_PATH = '/auth/realms/atelier';
const ADMIN_PATH = '/auth/admin/realms/atelier';

export interface TokenOptions {
  sub?: string;
  email?: string | undefined;
  /** `email_verified`; absent unless set. */
  emailVerified?: boolean;
  name?: string | undefined;
  roles?: string[];
  issuer?: string;
  audience?: string | string[];
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** `iat`, seconds from now (default -1). */
  issuedIn?: number;
  /** Sign with another key than the realm's (a forged token). */
  key?: CryptoKey;
  kid?: string;
}

export interface FakeKeycloak {
  /** Base URL as auth-service reaches Keycloak, `/auth` included. */
  url: string;
  jwksUrl: string;
  /** Realm roles per user id, as Keycloak holds them. */
  roles: Map<string, Set<string>>;
  /** Requests received, `METHOD /path`, for assertions. */
  requests: string[];
  /** When set, every admin API call and token request answers this status. */
  failWith: number | undefined;
  /** When set, only admin calls with this method fail (e.g. DELETE). */
  failMethod: string | undefined;
  /** How many calls fail before Keycloak works again; unlimited when undefined. */
  failTimes: number | undefined;
  /** While set, admin API calls wait for it before answering (a slow Keycloak). */
  adminCallsHeld: Promise<void> | undefined;
  /** Holds every admin API call until the returned function is called. */
  holdAdminCalls(): () => void;
  sign(options?: TokenOptions): Promise<string>;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Answers, and returns the response so handlers can `return json(...)`. */
function json(response: ServerResponse, status: number, body?: unknown): ServerResponse {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  return response.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startFakeKeycloak(): Promise<FakeKeycloak> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const serviceToken = `service-${randomUUID()}`;
  const roleIds = new Map(ROLES.map((role) => [role, `role-id-${role}`]));

  const state: Omit<FakeKeycloak, 'url' | 'jwksUrl' | 'sign' | 'close'> = {
    roles: new Map(),
    requests: [],
    failWith: undefined,
    failMethod: undefined,
    failTimes: undefined,
    adminCallsHeld: undefined,
    holdAdminCalls() {
      let release!: () => void;
      state.adminCallsHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        state.adminCallsHeld = undefined;
        release();
      };
    },
  };

  /** Whether this call fails, counting it against `failTimes`. */
  function failsNow(method: string, isAdminCall: boolean): boolean {
    if (state.failWith === undefined) return false;
    if (state.failMethod !== undefined && (!isAdminCall || state.failMethod !== method))
      return false;
    if (state.failTimes !== undefined) {
      if (state.failTimes <= 0) return false;
      state.failTimes--;
    }
    return true;
  }

  async function handle(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<ServerResponse> {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    state.requests.push(`${method} ${path}`);

    if (method === 'GET' && path === `${REALM_PATH}/protocol/openid-connect/certs`) {
      return json(response, 200, { keys: [jwk] });
    }
    if (method === 'POST' && path === `${REALM_PATH}/protocol/openid-connect/token`) {
      if (failsNow(method, false)) return json(response, state.failWith ?? 500);
      const form = await readForm(request);
      const valid =
        form.get('grant_type') === 'client_credentials' &&
        form.get('client_id') === ADMIN_CLIENT_ID &&
        form.get('client_secret') === ADMIN_CLIENT_SECRET;
      if (!valid) return json(response, 401, { error: 'unauthorized_client' });
      return json(response, 200, { access_token: serviceToken, expires_in: 300 });
    }
    if (!path.startsWith(ADMIN_PATH)) return json(response, 404);
    if (request.headers.authorization !== `Bearer ${serviceToken}`) return json(response, 401);
    if (state.adminCallsHeld !== undefined) await state.adminCallsHeld;
    if (failsNow(method, true)) return json(response, state.failWith ?? 500);

    const rolePath = /^\/roles\/([^/]+)$/.exec(path.slice(ADMIN_PATH.length));
    if (method === 'GET' && rolePath?.[1] !== undefined) {
      const name = decodeURIComponent(rolePath[1]);
      const id = roleIds.get(name as (typeof ROLES)[number]);
      return id === undefined
        ? json(response, 404)
        : json(response, 200, { id, name, composite: false });
    }
    const userPath = /^\/users\/([^/]+)$/.exec(path.slice(ADMIN_PATH.length));
    if (method === 'DELETE' && userPath?.[1] !== undefined) {
      // Deleting a user: its roles go with it.
      return json(response, state.roles.delete(decodeURIComponent(userPath[1])) ? 204 : 404);
    }
    const verifyPath = /^\/users\/([^/]+)\/send-verify-email$/.exec(path.slice(ADMIN_PATH.length));
    if (method === 'PUT' && verifyPath?.[1] !== undefined) {
      // Keycloak's answer for a known user; the request (with its query) stays in `requests`.
      return json(response, state.roles.has(decodeURIComponent(verifyPath[1])) ? 204 : 404);
    }
    const mappingPath = /^\/users\/([^/]+)\/role-mappings\/realm$/.exec(
      path.slice(ADMIN_PATH.length),
    );
    const userId = mappingPath?.[1];
    if (userId !== undefined) {
      const roles = state.roles.get(userId);
      if (roles === undefined) return json(response, 404, { error: 'User not found' });
      if (method === 'GET') {
        return json(
          response,
          200,
          [...roles].map((name) => ({
            id: roleIds.get(name as (typeof ROLES)[number]) ?? name,
            name,
          })),
        );
      }
      const body = (await readJson(request)) as { id: string; name: string }[];
      const known = body.every(
        ({ id, name }) => roleIds.get(name as (typeof ROLES)[number]) === id,
      );
      if (!known) return json(response, 404, { error: 'Role not found' });
      for (const { name } of body) {
        if (method === 'POST') roles.add(name);
        else if (method === 'DELETE') roles.delete(name);
      }
      return json(response, 204);
    }
    return json(response, 404);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => json(response, 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/auth`;

  return Object.assign(state, {
    url,
    jwksUrl: `${url}/realms/atelier/protocol/openid-connect/certs`,
    async sign(options: TokenOptions = {}) {
      const now = Math.floor(Date.now() / 1000);
      const claims: Record<string, unknown> = {
        realm_access: { roles: [...(options.roles ?? []), 'default-roles-atelier'] },
      };
      if (options.email !== undefined) claims.email = options.email;
      if (options.emailVerified !== undefined) claims.email_verified = options.emailVerified;
      if (options.name !== undefined) claims.name = options.name;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
        .setSubject(options.sub ?? randomUUID())
        .setIssuer(options.issuer ?? TEST_ISSUER)
        .setAudience(options.audience ?? ['auth-service', 'account'])
        .setIssuedAt(now + (options.issuedIn ?? -1))
        .setExpirationTime(now + (options.expiresIn ?? 300))
        .sign(options.key ?? privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A Keycloak user with the given realm roles, and a valid access token for them. */
export async function signedInUser(
  keycloak: FakeKeycloak,
  options: { roles?: string[]; email?: string; name?: string; emailVerified?: boolean } = {},
) {
  const id = randomUUID();
  const email = options.email ?? `user-${id.slice(0, 8)}@example.test`;
  keycloak.roles.set(id, new Set(options.roles ?? []));
  const token = await keycloak.sign({
    sub: id,
    email,
    // As Keycloak's tokens say for an account that followed its verification link.
    emailVerified: options.emailVerified ?? true,
    name: options.name ?? 'Ada Lovelace',
    roles: options.roles ?? [],
  });
  return { id, email, token, headers: { authorization: `Bearer ${token}` } };
}
