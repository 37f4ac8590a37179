// @ts-check
// Starts the built platform on this machine: the mail catcher, Keycloak, auth-service, then the
// nginx gateway in front of them and of every app's build. Used by `npm start` and by the browser
// tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startGateway, waitForHttp } from './gateway.mjs';
import { installationSecret } from './installation-secret.mjs';
import { startKeycloak } from './keycloak.mjs';
import { MAIL_SMTP_PORT, MAIL_WEB_PORT, localSmtpEnv, startMailCatcher } from './mail-catcher.mjs';
import {
  API_PORT,
  CACHE_DIR,
  GATEWAY_PORT,
  KEYCLOAK_PORT,
  REPO_ROOT,
  opsPortFor,
} from './paths.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/**
 * @typedef {object} PlatformOptions
 * @property {number} [port] the gateway's port
 * @property {number} [opsPort] the gateway's ops-only listener (127.0.0.1): Keycloak's admin console
 * @property {number} [apiPort] auth-service's port
 * @property {number} [keycloakPort] Keycloak's port (its management port is 1000 above)
 * @property {string} [name] the folder of this instance's rendered gateway config
 * @property {boolean} [ephemeral] fresh state every run: in-memory Keycloak and database
 * @property {number} [accessTokenLifespan] seconds; the tests use a short one
 * @property {number} [mailSmtpPort] the mail catcher's SMTP port
 * @property {number} [mailWebPort] the mail catcher's web inbox and REST API
 * @property {Record<string, string>} [apiEnv] more environment for auth-service (the tests' short
 *   e-mail delays)
 */

/**
 * @param {PlatformOptions} [options]
 * @returns {Promise<{ url: string, mailUrl: string, stop: () => Promise<void> }>}
 */
export async function startPlatform(options = {}) {
  const port = options.port ?? GATEWAY_PORT;
  const opsPort = options.opsPort ?? opsPortFor(port);
  const apiPort = options.apiPort ?? API_PORT;
  const keycloakPort = options.keycloakPort ?? KEYCLOAK_PORT;
  const origin = `http://localhost:${port}`;
  const mailSmtpPort = options.mailSmtpPort ?? MAIL_SMTP_PORT;
  const mailWebPort = options.mailWebPort ?? MAIL_WEB_PORT;
  const smtpEnv = localSmtpEnv(mailSmtpPort);
  /** @type {ChildProcess[]} */
  const children = [];
  const stop = async () => {
    await Promise.all(children.reverse().map(stopChild));
  };
  let mailUrl = '';
  try {
    // Every e-mail (Keycloak's and auth-service's) lands in the local catcher.
    const catcher = await startMailCatcher({ smtpPort: mailSmtpPort, webPort: mailWebPort });
    children.push(catcher.child);
    mailUrl = catcher.url;
    children.push(
      await startKeycloak({
        port: keycloakPort,
        managementPort: keycloakPort + 1000,
        origin,
        adminOrigin: `http://127.0.0.1:${opsPort}`,
        inMemory: options.ephemeral === true,
        smtpEnv,
        ...(options.accessTokenLifespan === undefined
          ? {}
          : { accessTokenLifespan: options.accessTokenLifespan }),
      }),
    );
    const keycloakInternal = `http://127.0.0.1:${keycloakPort}/auth`;
    const authService = spawn(process.execPath, ['auth-service/dist/server.js'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(apiPort),
        PUBLIC_ORIGIN: origin,
        KEYCLOAK_ISSUER: `${origin}/auth/realms/atelier`,
        KEYCLOAK_JWKS_URL: `${keycloakInternal}/realms/atelier/protocol/openid-connect/certs`,
        KEYCLOAK_INTERNAL_URL: keycloakInternal,
        KEYCLOAK_ADMIN_CLIENT_ID: 'auth-service',
        KEYCLOAK_ADMIN_CLIENT_SECRET:
          process.env.AUTH_SERVICE_CLIENT_SECRET ?? 'atelier-auth-service-local-secret',
        // The offline payments sandbox runs only when asked for: locally and in the tests it is,
        // unless a Stripe key in the environment asks for Stripe (docs/payments.md).
        PAYMENTS_PROVIDER:
          process.env.PAYMENTS_PROVIDER ?? (process.env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'),
        ...(options.ephemeral === true ? { DATA_DIR: 'memory://' } : {}),
        ...smtpEnv,
        // Signs the e-mails' links: this installation's own, made once under .data/ (compose
        // requires its own).
        MAIL_SIGNING_SECRET:
          process.env.MAIL_SIGNING_SECRET ?? installationSecret('mail-signing-secret'),
        ...options.apiEnv,
        // The demo freelancer's products (auth-service/src/demo/); compose never sets it.
        SEED_DEMO_DATA: 'true',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(authService);
    // Migrations and the demo seed take over 30 s at a load average near 20 (six engineers on two
    // cores): the browser tests then failed before their first test.
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, 120_000, authService);
    const gateway = await startGateway({
      port,
      opsPort,
      apiPort,
      keycloakPort,
      dir: path.join(CACHE_DIR, options.name ?? 'nginx'),
    });
    children.push(gateway);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: origin, mailUrl, stop };
}

/** @param {ChildProcess} child */
function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once('exit', () => resolve(undefined));
    // nginx stops gracefully on SIGQUIT; node services and Keycloak on SIGTERM.
    child.kill(child.spawnargs[0] === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}
