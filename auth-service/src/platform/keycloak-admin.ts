/**
 * The few calls to Keycloak's admin REST API this service makes, as the `auth-service` client's
 * service account (client-credentials grant; its token is cached until shortly before expiry).
 * Keycloak holds the roles; the profile only mirrors them.
 */
import fp from 'fastify-plugin';
import { KEYCLOAK_REALM } from '../config';
import { ROLES, type Role } from './roles';

/** Keycloak answered with an error or could not be reached. The message is for logs only. */
export class KeycloakAdminError extends Error {
  override readonly name = 'KeycloakAdminError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface KeycloakAdminOptions {
  /** Keycloak's base URL, `/auth` included, no trailing slash. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  realm?: string;
  /** Per HTTP call. */
  timeoutMs?: number;
}

interface RoleRepresentation {
  id: string;
  name: string;
}

/** Refresh the service-account token this long before Keycloak says it expires. */
const TOKEN_EXPIRY_MARGIN_MS = 30_000;

export function createKeycloakAdmin(options: KeycloakAdminOptions) {
  const realm = options.realm ?? KEYCLOAK_REALM;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const adminBase = `${options.baseUrl}/admin/realms/${encodeURIComponent(realm)}`;
  let cachedToken: { value: string; expiresAt: number } | undefined;
  /** Realm roles never change id while the realm exists: fetched once each. */
  const roleCache = new Map<Role, RoleRepresentation>();

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new KeycloakAdminError(`Keycloak unreachable at ${url}: ${(error as Error).message}`);
    }
  }

  async function serviceAccountToken(): Promise<string> {
    if (cachedToken !== undefined && Date.now() < cachedToken.expiresAt) return cachedToken.value;
    const url = `${options.baseUrl}/realms/${encodeURIComponent(realm)}/protocol/openid-connect/token`;
    const response = await call(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }),
    });
    if (!response.ok) {
      throw new KeycloakAdminError(
        `Keycloak refused the ${options.clientId} client credentials (${response.status})`,
        response.status,
      );
    }
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') {
      throw new KeycloakAdminError('Keycloak token response has no access_token');
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 60) * 1000;
    cachedToken = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, lifetimeMs - TOKEN_EXPIRY_MARGIN_MS),
    };
    return cachedToken.value;
  }

  /** An admin API call; a 401 (token revoked or expired early) gets one retry with a new token. */
  async function admin(method: string, path: string, body?: unknown): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const token = await serviceAccountToken();
      const response = await call(`${adminBase}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (response.status === 401 && attempt === 0) {
        cachedToken = undefined;
        continue;
      }
      if (!response.ok) {
        throw new KeycloakAdminError(
          `Keycloak admin API ${method} ${path} answered ${response.status}`,
          response.status,
        );
      }
      return response;
    }
  }

  async function roleRepresentation(role: Role): Promise<RoleRepresentation> {
    const cached = roleCache.get(role);
    if (cached !== undefined) return cached;
    const response = await admin('GET', `/roles/${encodeURIComponent(role)}`);
    const { id, name } = (await response.json()) as Partial<RoleRepresentation>;
    if (typeof id !== 'string' || name !== role) {
      throw new KeycloakAdminError(`Keycloak returned no usable representation of role ${role}`);
    }
    const representation = { id, name };
    roleCache.set(role, representation);
    return representation;
  }

  const mappingsPath = (userId: string) =>
    `/users/${encodeURIComponent(userId)}/role-mappings/realm`;

  return {
    /** The platform roles mapped to the user (other realm roles are left out). */
    async platformRolesOf(userId: string): Promise<Role[]> {
      const response = await admin('GET', mappingsPath(userId));
      const mapped = (await response.json()) as { name?: unknown }[];
      return ROLES.filter((role) => mapped.some((entry) => entry.name === role));
    },

    /** Maps the realm role to the user (a no-op in Keycloak when it already is). */
    async assignRealmRole(userId: string, role: Role): Promise<void> {
      await admin('POST', mappingsPath(userId), [await roleRepresentation(role)]);
    },

    /** Deletes the user (account deletion); a user Keycloak no longer has counts as deleted. */
    async deleteUser(userId: string): Promise<void> {
      try {
        await admin('DELETE', `/users/${encodeURIComponent(userId)}`);
      } catch (error) {
        if (error instanceof KeycloakAdminError && error.status === 404) return;
        throw error;
      }
    },

    /**
     * Sends the user Keycloak's verification e-mail again; its link signs them in and goes on to
     * `redirectUri` (one of `clientId`'s redirect URIs).
     */
    async sendVerificationEmail(
      userId: string,
      clientId: string,
      redirectUri: string,
    ): Promise<void> {
      const query = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri });
      await admin(
        'PUT',
        `/users/${encodeURIComponent(userId)}/send-verify-email?${query.toString()}`,
      );
    },

    async removeRealmRoles(userId: string, roles: readonly Role[]): Promise<void> {
      if (roles.length === 0) return;
      const representations = await Promise.all(roles.map(roleRepresentation));
      await admin('DELETE', mappingsPath(userId), representations);
    },
  };
}

export type KeycloakAdmin = ReturnType<typeof createKeycloakAdmin>;

declare module 'fastify' {
  interface FastifyInstance {
    keycloakAdmin: KeycloakAdmin;
  }
}

export default fp(
  (fastify, _options, done) => {
    const { config } = fastify;
    fastify.decorate(
      'keycloakAdmin',
      createKeycloakAdmin({
        baseUrl: config.keycloakInternalUrl,
        clientId: config.keycloakAdminClientId,
        clientSecret: config.keycloakAdminClientSecret,
      }),
    );
    done();
  },
  { name: 'keycloak-admin' },
);
