// @ts-check
// Keycloak for `npm start` and the tests: the official server distribution, fetched through
// Maven and cached, run in start-dev with the realm of auth-service/keycloak imported, behind the
// gateway at /auth. Only Node's own modules are imported here.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { waitForHttp } from './gateway.mjs';
import { CACHE_DIR, REPO_ROOT } from './paths.mjs';

/** Pinned: the newest 26.x patch that runs on this machine's JDK (Temurin 25; Keycloak 26 needs 21+). */
export const KEYCLOAK_VERSION = '26.5.6';
const KEYCLOAK_CACHE = path.join(CACHE_DIR, 'keycloak');
const KEYCLOAK_HOME = path.join(KEYCLOAK_CACHE, `keycloak-${KEYCLOAK_VERSION}`);
const KEYCLOAK_DIR = path.join(REPO_ROOT, 'auth-service/keycloak');

/**
 * The demo accounts of the local and test realm (README lists them), with fixed ids so demo data
 * can be owned by them (auth-service/src/demo/accounts.ts holds the freelancer's: keep them equal).
 */
export const DEMO_PASSWORD = 'atelier-demo';
export const DEMO_ACCOUNTS = /** @type {const} */ ([
  {
    id: 'de300000-0000-4000-8000-000000000001',
    email: 'freelancer@demo.atelier.test',
    fullName: 'Demo Freelancer',
    role: 'freelancer',
  },
  {
    id: 'de300000-0000-4000-8000-000000000002',
    email: 'client@demo.atelier.test',
    fullName: 'Demo Client',
    role: 'client',
  },
  {
    id: 'de300000-0000-4000-8000-000000000003',
    email: 'supplier@demo.atelier.test',
    fullName: 'Demo Supplier',
    role: 'supplier',
  },
  {
    id: 'de300000-0000-4000-8000-000000000004',
    email: 'admin@demo.atelier.test',
    fullName: 'Demo Admin',
    role: 'admin',
  },
  {
    id: 'de300000-0000-4000-8000-000000000005',
    email: 'newcomer@demo.atelier.test',
    fullName: 'Demo Newcomer',
    role: null,
  },
]);

/** The JDK Keycloak runs on: JAVA_HOME if it is 21 or newer, else the newest under /usr/lib/jvm. */
export function findJavaHome() {
  /** @param {string} home */
  const majorOf = (home) => {
    try {
      const release = readFileSync(path.join(home, 'release'), 'utf8');
      return Number(/JAVA_VERSION="(\d+)/.exec(release)?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  const candidates = [
    ...(process.env.JAVA_HOME ? [process.env.JAVA_HOME] : []),
    ...(existsSync('/usr/lib/jvm')
      ? readdirSync('/usr/lib/jvm').map((name) => path.join('/usr/lib/jvm', name))
      : []),
  ];
  const best = candidates
    .map((home) => ({ home, major: majorOf(home) }))
    .filter(({ major }) => major >= 21)
    .sort((a, b) => b.major - a.major)[0];
  if (best === undefined) {
    throw new Error(
      'Keycloak 26 needs a JDK 21 or newer (set JAVA_HOME); none was found in /usr/lib/jvm',
    );
  }
  return best.home;
}

/** Fetches the distribution through Maven (cached in ~/.m2 and .cache/keycloak) and unpacks it. */
export function ensureKeycloakDistribution() {
  if (existsSync(path.join(KEYCLOAK_HOME, 'bin/kc.sh'))) return KEYCLOAK_HOME;
  mkdirSync(KEYCLOAK_CACHE, { recursive: true });
  const zip = path.join(KEYCLOAK_CACHE, `keycloak-quarkus-dist-${KEYCLOAK_VERSION}.zip`);
  if (!existsSync(zip)) {
    console.log(
      `Fetching Keycloak ${KEYCLOAK_VERSION} (Maven: org.keycloak:keycloak-quarkus-dist)...`,
    );
    execFileSync(
      'mvn',
      [
        '-q',
        'dependency:copy',
        `-Dartifact=org.keycloak:keycloak-quarkus-dist:${KEYCLOAK_VERSION}:zip`,
        `-DoutputDirectory=${KEYCLOAK_CACHE}`,
      ],
      { stdio: 'inherit' },
    );
  }
  execFileSync('unzip', ['-q', '-o', zip, '-d', KEYCLOAK_CACHE], { stdio: 'inherit' });
  return KEYCLOAK_HOME;
}

/**
 * The realm as imported locally: the realm of auth-service/keycloak plus the demo accounts, the
 * Google identity provider when its credentials are set, and an optional short token lifespan
 * (the tests check silent refresh with it).
 * @param {{ accessTokenLifespan?: number }} options
 */
export function localRealm(options) {
  const realm = JSON.parse(
    readFileSync(path.join(KEYCLOAK_DIR, 'realm/atelier-realm.json'), 'utf8'),
  );
  if (options.accessTokenLifespan !== undefined)
    realm.accessTokenLifespan = options.accessTokenLifespan;
  realm.users = [
    ...(realm.users ?? []),
    ...DEMO_ACCOUNTS.map((account) => ({
      id: account.id,
      username: account.email,
      email: account.email,
      emailVerified: true,
      enabled: true,
      attributes: { fullName: [account.fullName] },
      credentials: [{ type: 'password', value: DEMO_PASSWORD, temporary: false }],
      realmRoles: account.role === null ? [] : [account.role],
    })),
  ];
  const googleId = process.env.GOOGLE_CLIENT_ID;
  const googleSecret = process.env.GOOGLE_CLIENT_SECRET;
  if (googleId && googleSecret) {
    realm.identityProviders = [
      {
        alias: 'google',
        providerId: 'google',
        enabled: true,
        trustEmail: true,
        firstBrokerLoginFlowAlias: 'first broker login',
        config: {
          clientId: googleId,
          clientSecret: googleSecret,
          syncMode: 'IMPORT',
          offlineAccess: 'true',
          prompt: 'consent',
        },
      },
    ];
  }
  return realm;
}

/**
 * Starts Keycloak in start-dev behind `origin` (the gateway's public listener) and resolves once it
 * is ready. The admin console and the master realm live at `adminOrigin` (the gateway's ops-only
 * listener): the public listener does not pass them.
 * @param {{ port: number, managementPort: number, origin: string, adminOrigin: string, inMemory?: boolean, accessTokenLifespan?: number, smtpEnv?: Record<string, string> }} options
 */
export async function startKeycloak(options) {
  const home = ensureKeycloakDistribution();
  const javaHome = findJavaHome();
  // The realm to import, and the theme from the repository (live, not copied).
  const importDir = path.join(home, 'data/import');
  rmSync(importDir, { recursive: true, force: true });
  mkdirSync(importDir, { recursive: true });
  writeFileSync(
    path.join(importDir, 'atelier-realm.json'),
    JSON.stringify(localRealm(options), null, 2),
  );
  const themeLink = path.join(home, 'themes/atelier');
  rmSync(themeLink, { recursive: true, force: true });
  symlinkSync(path.join(KEYCLOAK_DIR, 'themes/atelier'), themeLink);

  const child = spawn(
    path.join(home, 'bin/kc.sh'),
    [
      'start-dev',
      '--import-realm',
      `--http-port=${options.port}`,
      '--http-host=127.0.0.1',
      '--http-relative-path=/auth',
      `--hostname=${options.origin}/auth`,
      `--hostname-admin=${options.adminOrigin}/auth`,
      '--hostname-backchannel-dynamic=true',
      '--proxy-headers=xforwarded',
      '--health-enabled=true',
      `--http-management-port=${options.managementPort}`,
      `--db=${options.inMemory === true ? 'dev-mem' : 'dev-file'}`,
    ],
    {
      env: {
        ...process.env,
        JAVA_HOME: javaHome,
        // Keycloak's thread pool resets thread locals; Java 24+ needs this opened explicitly.
        JAVA_OPTS_APPEND: [
          process.env.JAVA_OPTS_APPEND,
          '--add-opens=java.base/java.lang=ALL-UNNAMED',
        ]
          .filter(Boolean)
          .join(' '),
        KC_BOOTSTRAP_ADMIN_USERNAME: process.env.KEYCLOAK_ADMIN ?? 'admin',
        KC_BOOTSTRAP_ADMIN_PASSWORD: process.env.KEYCLOAK_ADMIN_PASSWORD ?? 'admin',
        ATELIER_PUBLIC_ORIGIN: options.origin,
        // The realm's SMTP settings (`${SMTP_HOST}`... in the realm file): the local catcher.
        ...options.smtpEnv,
        AUTH_SERVICE_CLIENT_SECRET:
          process.env.AUTH_SERVICE_CLIENT_SECRET ?? 'atelier-auth-service-local-secret',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log = path.join(CACHE_DIR, `keycloak-${options.port}.log`);
  writeFileSync(log, '');
  const { appendFileSync } = await import('node:fs');
  child.stdout?.on('data', (chunk) => appendFileSync(log, chunk));
  child.stderr?.on('data', (chunk) => appendFileSync(log, chunk));
  try {
    await waitForHttp(
      `http://127.0.0.1:${options.managementPort}/auth/health/ready`,
      240_000,
      child,
      (status) => status === 200,
    );
    await pointMasterRealmAt(options.port, options.adminOrigin);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(
      `Keycloak did not start (log: ${log}): ${error instanceof Error ? error.message : error}`,
    );
  }
  return child;
}

/**
 * The admin console signs in through the master realm's frontend URL, which is `--hostname` (the
 * public listener, where the master realm is a 404) unless the realm names its own: point it at
 * the ops listener. Asked of Keycloak directly, with the bootstrap admin.
 * @param {number} port Keycloak's own port
 * @param {string} adminOrigin
 */
async function pointMasterRealmAt(port, adminOrigin) {
  const base = `http://127.0.0.1:${port}/auth`;
  const tokenResponse = await fetch(`${base}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'admin-cli',
      username: process.env.KEYCLOAK_ADMIN ?? 'admin',
      password: process.env.KEYCLOAK_ADMIN_PASSWORD ?? 'admin',
    }),
  });
  if (!tokenResponse.ok) throw new Error(`master realm admin sign-in: ${tokenResponse.status}`);
  const { access_token: token } = /** @type {{ access_token: string }} */ (
    await tokenResponse.json()
  );
  const update = await fetch(`${base}/admin/realms/master`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ attributes: { frontendUrl: `${adminOrigin}/auth` } }),
  });
  if (!update.ok) throw new Error(`master realm frontend URL: ${update.status}`);
}
