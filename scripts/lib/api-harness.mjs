// @ts-check
// auth-service alone on loopback for the benchmark and scan scripts: the built server with PGlite
// in memory (or a given DATABASE_URL), and a key set served by the script itself, a script-only
// RSA key standing in for Keycloak's, so the script can sign access tokens for any user and role.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { waitForHttp } from './gateway.mjs';
import { REPO_ROOT } from './paths.mjs';
import { freePort } from './free-port.mjs';

export { freePort };

export const TEST_ISSUER = 'http://localhost:8080/auth/realms/atelier';
const CERTS_PATH = '/auth/realms/atelier/protocol/openid-connect/certs';

/**
 * @typedef {{ roles?: string[], email?: string, name?: string }} TokenClaims
 * @typedef {{ jwksUrl: string, sign: (sub: string, claims?: TokenClaims) => Promise<string>,
 *   close: () => Promise<void> }} KeySet
 */

/** The stand-in for Keycloak's key set endpoint. @returns {Promise<KeySet>} */
export async function startKeySet() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = 'script-key';
  const keys = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const server = createServer((request, response) => {
    if (request.url === CERTS_PATH) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(keys));
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    jwksUrl: `http://127.0.0.1:${port}${CERTS_PATH}`,
    sign: (sub, claims = {}) =>
      new SignJWT({
        email: claims.email ?? `${sub.slice(0, 8)}@script.atelier.test`,
        name: claims.name ?? 'Script User',
        realm_access: { roles: [...(claims.roles ?? ['freelancer']), 'default-roles-atelier'] },
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(TEST_ISSUER)
        .setAudience(['auth-service', 'account'])
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Starts the built auth-service (`auth-service/dist/server.js` of `root`, this checkout unless
 * said) on a free loopback port.
 * @param {{ jwksUrl: string, env?: Record<string, string>, nodeArgs?: string[], root?: string }} options
 */
export async function startAuthService(options) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), 'auth-service/dist/server.js'],
    {
      cwd: options.root ?? REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        KEYCLOAK_JWKS_URL: options.jwksUrl,
        KEYCLOAK_ISSUER: TEST_ISSUER,
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/health`, 60_000, child);
  } catch (error) {
    // Not up in time (a loaded machine): do not leave it running, orphaned, after the script.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    child,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
