/**
 * Access tokens are verified here, locally, against the realm's signing keys (JWKS fetched from
 * Keycloak and cached by jose; a token signed with an unknown key id triggers one refetch, at most
 * every 30 s, so key rotation needs no restart). Keycloak being down does not stop start-up: the
 * key set is first fetched by the first request that needs it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { sendError } from './errors';
import { UNVERIFIED_EMAIL_MESSAGE } from '@atelier/api-contract';
import { createRevokedRoles, type RevokedRoles } from './revoked-roles';
import { platformRoleOf, type Role } from './roles';

/** The `aud` Keycloak's audience mapper puts in tokens meant for this service. */
export const TOKEN_AUDIENCE = 'auth-service';
/** Seconds of clock difference tolerated between Keycloak and this host. */
export const CLOCK_TOLERANCE_SECONDS = 5;

/** Who is calling, from a verified access token. */
export interface Identity {
  /** Keycloak user id (`sub`), also the profile id. */
  id: string;
  email: string | undefined;
  /**
   * Whether Keycloak has seen the user prove they own `email` (`email_verified`): a link from a
   * verification e-mail followed, a demo account, or Google's word. Undefined when the token does
   * not say.
   */
  emailVerified: boolean | undefined;
  fullName: string | undefined;
  /** Every realm role in the token (`realm_access.roles`). */
  realmRoles: string[];
  /** The platform role among them, or null. */
  role: Role | null;
  /** When Keycloak issued the token (`iat`, unix seconds), if it says. */
  issuedAt: number | undefined;
  /** When the token expires (`exp`, unix seconds): a real-time connection ends then. */
  expiresAt: number;
}

/** Texts of the 401 answers, one per reason (kept together so tests can import them). */
export const UNAUTHORIZED_MESSAGES = {
  missing: 'Sign in first: send the access token as "Authorization: Bearer <token>".',
  malformed: 'The access token is malformed.',
  expired: 'The access token has expired. Refresh it and try again.',
  signature: 'The access token signature is invalid.',
  unknownKey: 'The access token was not signed by a key of this realm.',
  algorithm: 'The access token algorithm is not accepted (RS256 only).',
  issuer: 'The access token was issued by another identity provider.',
  audience: 'The access token is not meant for this service.',
  claims: 'The access token is not valid yet or its claims are invalid.',
  subject: 'The access token does not name a user.',
  deleted: 'This account has been deleted.',
} as const;

export const IDENTITY_PROVIDER_UNAVAILABLE =
  'Sign-in cannot be checked right now: the identity provider is unreachable. Please try again shortly.';

export const forbiddenRoleMessage = (role: Role) => `This action needs the ${role} role.`;

/**
 * The 403 answer to an account whose address is not verified (the shell shows it with a link that
 * sends the verification e-mail again). Keycloak does not let such an account sign in while the
 * realm asks for verification; this holds should a token carry `email_verified: false` anyway.
 */
export { UNVERIFIED_EMAIL_MESSAGE } from '@atelier/api-contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class TokenRejected extends Error {
  constructor(readonly reason: keyof typeof UNAUTHORIZED_MESSAGES) {
    super(UNAUTHORIZED_MESSAGES[reason]);
  }
}

function codeOf(error: unknown): string | undefined {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** jose's failures -> why the token is refused; undefined when the key set could not be fetched. */
function rejectionOf(error: unknown): TokenRejected | undefined {
  switch (codeOf(error)) {
    case 'ERR_JWT_EXPIRED':
      return new TokenRejected('expired');
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return new TokenRejected('signature');
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return new TokenRejected('unknownKey');
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return new TokenRejected('algorithm');
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED': {
      const claim = (error as { claim?: unknown }).claim;
      if (claim === 'iss') return new TokenRejected('issuer');
      if (claim === 'aud') return new TokenRejected('audience');
      return new TokenRejected('claims');
    }
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
    case 'ERR_JWK_INVALID':
      return new TokenRejected('malformed');
    default:
      // Fetch failures, timeouts, a non-200 or non-JSON key set: Keycloak is unreachable.
      return undefined;
  }
}

function stringClaim(payload: JWTPayload, name: string): string | undefined {
  const value = payload[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function realmRolesOf(payload: JWTPayload): string[] {
  const realmAccess = payload.realm_access;
  if (typeof realmAccess !== 'object' || realmAccess === null || !('roles' in realmAccess))
    return [];
  const { roles } = realmAccess;
  return Array.isArray(roles)
    ? roles.filter((role): role is string => typeof role === 'string')
    : [];
}

export interface TokenVerifierOptions {
  jwksUrl: string;
  issuer: string;
  /** Verified tokens remembered until they expire (0: verify every time). */
  cacheSize?: number;
}

/**
 * Characters at the end of a token that key the cache: the end of its RS256 signature, which no
 * two genuine tokens share. Hashing a whole token (about a kilobyte) for every lookup costs more
 * than the rest of the check; the entry then holds the whole text, compared in full.
 */
const CACHE_KEY_LENGTH = 64;

/**
 * A client sends the same access token with every request until it refreshes it, and checking
 * an RS256 signature costs more than the rest of a profile read. So a token that passed every
 * check is remembered until its own expiry, and matches only its exact text (any change to it is
 * a miss and a full check): the cache never accepts a token longer than a fresh check would.
 * Bounded: the oldest entry goes first. Only tokens Keycloak signed can get in.
 */
function createVerifiedTokenCache(maxEntries: number) {
  const entries = new Map<string, { token: string; identity: Identity; expiresAtMs: number }>();
  const keyOf = (token: string) => token.slice(-CACHE_KEY_LENGTH);
  return {
    get(token: string): Identity | undefined {
      const key = keyOf(token);
      const entry = entries.get(key);
      if (entry?.token !== token) return undefined;
      if (Date.now() >= entry.expiresAtMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.identity;
    },
    set(token: string, identity: Identity, exp: number) {
      if (maxEntries <= 0) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(keyOf(token), {
        token,
        identity,
        expiresAtMs: (exp + CLOCK_TOLERANCE_SECONDS) * 1000,
      });
    },
  };
}

/**
 * Bearer token checks: `known` answers at once for a token already verified (no promise, so the
 * request goes on in the same tick); `verify` checks any other token, and rejects with
 * `TokenRejected` (401) or another error (key set unavailable).
 */
export function createTokenVerifier(options: TokenVerifierOptions) {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5_000,
  });
  const cache = createVerifiedTokenCache(options.cacheSize ?? 10_000);
  const verify = async (token: string): Promise<Identity> => {
    const cached = cache.get(token);
    if (cached !== undefined) return cached;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: TOKEN_AUDIENCE,
        algorithms: ['RS256'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      throw rejectionOf(error) ?? error;
    }
    const id = payload.sub;
    if (id === undefined || !UUID.test(id)) throw new TokenRejected('subject');
    const realmRoles = realmRolesOf(payload);
    const identity: Identity = {
      id: id.toLowerCase(),
      email: stringClaim(payload, 'email')?.toLowerCase(),
      emailVerified:
        typeof payload.email_verified === 'boolean' ? payload.email_verified : undefined,
      fullName: stringClaim(payload, 'name'),
      realmRoles,
      role: platformRoleOf(realmRoles),
      issuedAt: typeof payload.iat === 'number' ? payload.iat : undefined,
      // `exp` is a required claim, checked by jwtVerify.
      expiresAt: payload.exp ?? 0,
    };
    cache.set(token, identity, identity.expiresAt);
    return identity;
  };
  return { known: (token: string): Identity | undefined => cache.get(token), verify };
}

/**
 * Deleted accounts (table `deleted_accounts`, issue 25): an access token stays valid at Keycloak
 * for minutes after its user is gone, so every request of a deleted account is refused here, on
 * every route and before anything else runs. The ids are all held in memory (loaded at start, a
 * few bytes each, and deletions are rare), so the check costs a set lookup; an instance hears of
 * another's deletion through the real-time pointers (`remember`).
 */
export interface DeletedAccounts {
  has(userId: string): boolean;
  /** Writes the tombstone (idempotent) and refuses the account here from now on. */
  add(userId: string): Promise<void>;
  /** Refuses the account here from now on (another instance wrote its tombstone). */
  remember(userId: string): void;
  /** Reads tombstones written since the last read (every `DELETED_ACCOUNTS_REFRESH_MS`). */
  refresh(): Promise<void>;
}

/**
 * How often each instance reads the tombstones other instances wrote, in case it missed their
 * real-time pointer (its NOTIFY connection dropped): a deleted account is refused everywhere
 * within this time at worst.
 */
export const DELETED_ACCOUNTS_REFRESH_MS = 30_000;

/** Route config of the one route a deleted account may still call: repeating its deletion. */
export interface DeletedAccountConfig {
  deletedAccountMayCall?: boolean;
  /** The one route an unverified account may call: sending the verification e-mail again. */
  unverifiedMayCall?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deletedAccounts: DeletedAccounts;
    /** Roles taken away (a membership's client role), refused at once to older tokens. */
    revokedRoles: RevokedRoles;
    /**
     * onRequest: verifies the bearer token and sets `request.identity`, else answers 401. An
     * onRequest hook runs before the body is read, so a caller without a valid token never gets
     * a body parsed or validated.
     */
    authenticate: onRequestHookHandler;
    /** onRequest (after `authenticate`): answers 403 unless the token holds `role`. */
    requireRole: (role: Role) => onRequestHookHandler;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
}

/**
 * onRequest for a public route that answers more to a signed-in caller (an owner sees their own
 * drafts): a request with a token is authenticated (401 when the token is bad), one without it
 * goes on anonymous.
 */
export function optionalAuthentication(fastify: FastifyInstance): onRequestHookHandler {
  return function (request, reply, next) {
    if (request.headers.authorization === undefined) {
      next();
      return;
    }
    fastify.authenticate.call(this, request, reply, next);
  };
}

/**
 * The `onRequest` guards the modules' routes take: a token (`signedIn`), a token holding one role
 * (`clientOnly` ...), or a token when one is given (`optionalSignIn`).
 */
export function routeGuards(fastify: FastifyInstance) {
  const only = (role: Role) => [fastify.authenticate, fastify.requireRole(role)];
  return {
    signedIn: [fastify.authenticate],
    clientOnly: only('client'),
    freelancerOnly: only('freelancer'),
    supplierOnly: only('supplier'),
    adminOnly: only('admin'),
    optionalSignIn: optionalAuthentication(fastify),
  };
}

/** The caller of a route guarded by `authenticate`. */
export function identityOf(request: FastifyRequest): Identity {
  if (request.identity === null) throw new Error('identityOf() on a route without authenticate');
  return request.identity;
}

/** Answers of routes behind `authenticate`, and to any request carrying a token, are personal. */
const NO_STORE = 'no-store';

/** A refusal on a route that needs a token is an answer of that route: not for shared caches. */
function refuseWith(reply: FastifyReply, statusCode: 401 | 403 | 503, message: string) {
  return sendError(reply.header('cache-control', NO_STORE), statusCode, message);
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

export default fp(
  (fastify, _options, done) => {
    const tokens = createTokenVerifier({
      jwksUrl: fastify.config.keycloakJwksUrl,
      issuer: fastify.config.keycloakIssuer,
    });

    const deletedIds = new Set<string>();
    // The newest tombstone read: each refresh reads only the ones written after it.
    let readUpTo = new Date(0);
    const readTombstones = async () => {
      const { rows } = await fastify.db.query<{ user_id: string; deleted_at: Date }>(
        'SELECT user_id, deleted_at FROM deleted_accounts WHERE deleted_at >= $1',
        [readUpTo],
      );
      for (const row of rows) {
        deletedIds.add(row.user_id);
        if (row.deleted_at > readUpTo) readUpTo = row.deleted_at;
      }
    };
    const deletedAccounts: DeletedAccounts = {
      has: (userId) => deletedIds.has(userId),
      async add(userId) {
        deletedIds.add(userId);
        await fastify.db.query(
          'INSERT INTO deleted_accounts (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING',
          [userId],
        );
      },
      remember(userId) {
        deletedIds.add(userId);
      },
      refresh: readTombstones,
    };
    const revokedRoles = createRevokedRoles(fastify.db);
    fastify.decorate('revokedRoles', revokedRoles);
    const refresher = setInterval(() => {
      readTombstones().catch((error: unknown) => {
        fastify.log.warn({ err: error }, 'Deleted accounts could not be read');
      });
      revokedRoles.refresh().catch((error: unknown) => {
        fastify.log.warn({ err: error }, 'Revoked roles could not be read');
      });
    }, DELETED_ACCOUNTS_REFRESH_MS);
    refresher.unref();
    fastify.addHook('onClose', (_instance, closed) => {
      clearInterval(refresher);
      closed();
    });
    fastify.decorate('deletedAccounts', deletedAccounts);

    /** Whether `identity` may go on: not a deleted account, or the route lets one repeat. */
    function admits(request: FastifyRequest, reply: FastifyReply, identity: Identity): boolean {
      const config = request.routeOptions.config as DeletedAccountConfig;
      if (identity.emailVerified === false && config.unverifiedMayCall !== true) {
        void refuseWith(reply, 403, UNVERIFIED_EMAIL_MESSAGE);
        return false;
      }
      if (!deletedIds.has(identity.id)) return true;
      if (config.deletedAccountMayCall === true) return true;
      request.log.info('Access token of a deleted account');
      void reply.header('www-authenticate', 'Bearer realm="atelier", error="invalid_token"');
      void refuseWith(reply, 401, UNAUTHORIZED_MESSAGES.deleted);
      return false;
    }

    fastify.decorateRequest('identity', null);

    /** `identity` without the roles revoked since its token was issued. */
    function current(identity: Identity): Identity {
      const realmRoles = revokedRoles.keptOf(identity.id, identity.realmRoles, identity.issuedAt);
      return realmRoles === identity.realmRoles
        ? identity
        : { ...identity, realmRoles, role: platformRoleOf(realmRoles) };
    }

    // Every answer to a request that carried a token (or was signed in) stays out of caches:
    // browsers' and any proxy's. The 401/403/503 of a guarded route set it in refuseWith.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (request.identity !== null || request.headers.authorization !== undefined) {
        void reply.header('cache-control', NO_STORE);
      }
      done(null, payload);
    });

    function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown) {
      if (error instanceof TokenRejected) {
        request.log.info({ reason: error.reason }, 'Access token rejected');
        void reply.header('www-authenticate', 'Bearer realm="atelier", error="invalid_token"');
        void refuseWith(reply, 401, error.message);
        return;
      }
      request.log.error({ err: error }, 'Signing keys could not be fetched from Keycloak');
      void refuseWith(reply, 503, IDENTITY_PROVIDER_UNAVAILABLE);
    }

    // Callback style, so that a token verified before lets the request go on without a promise;
    // an answer (401, 503) does not call `done`.
    fastify.decorate('authenticate', function authenticate(request, reply, done) {
      const authorization = request.headers.authorization ?? '';
      // A token verified before passed the BEARER check then: its exact text needs no regex.
      const known = authorization.startsWith('Bearer ')
        ? tokens.known(authorization.slice('Bearer '.length))
        : undefined;
      if (known !== undefined) {
        if (!admits(request, reply, known)) return;
        request.identity = current(known);
        done();
        return;
      }
      const token = BEARER.exec(authorization)?.[1];
      if (token === undefined) {
        void reply.header('www-authenticate', 'Bearer realm="atelier"');
        void refuseWith(reply, 401, UNAUTHORIZED_MESSAGES.missing);
        return;
      }
      tokens.verify(token).then(
        (identity) => {
          if (!admits(request, reply, identity)) return;
          request.identity = current(identity);
          done();
        },
        (error: unknown) => refuse(request, reply, error),
      );
    });

    // Callback style: a guard that answers does not call `done`.
    fastify.decorate('requireRole', (role: Role): onRequestHookHandler => {
      return function requireRole(request, reply, next) {
        if (identityOf(request).realmRoles.includes(role)) {
          next();
          return;
        }
        void refuseWith(reply, 403, forbiddenRoleMessage(role));
      };
    });

    Promise.all([readTombstones(), revokedRoles.refresh()]).then(() => done(), done);
  },
  { name: 'authentication', dependencies: ['database'] },
);
