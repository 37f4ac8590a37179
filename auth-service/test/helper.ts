/**
 * Builds the app the way server.ts does, for `inject` tests (fastify/demo's test/helper.ts).
 * The database is PGlite in memory unless a test passes one; Keycloak is whatever `config`
 * points at (support/keycloak.ts starts a stand-in). Callers close the app after their tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { DEFAULT_CONFIG, MEMORY_DATA_DIR, type Config } from '../src/config';
import type { Database } from '../src/platform/database/database';
import type { Clock } from '../src/platform/clock';
import type { UndeclaredStatus } from '../src/platform/declared-statuses';
import type { StripeApiOptions } from '../src/modules/billing/payments/stripe-provider';
import {
  ADMIN_CLIENT_ID,
  ADMIN_CLIENT_SECRET,
  TEST_ISSUER,
  startFakeKeycloak,
  type FakeKeycloak,
} from './support/keycloak';
import type { TestDatabase } from './support/databases';

export interface BuildOptions {
  config?: Partial<Config>;
  /** Points the app's token checks and admin calls at this stand-in. */
  keycloak?: FakeKeycloak;
  /** An open database to use (closed with the app); default: PGlite in memory. */
  database?: Database;
  /** Receives every log line (JSON) at `error` and above; logging is off without it. */
  onLog?: (line: string) => void;
  /** Where the Stripe SDK sends its requests (stripe-mock). */
  stripeApi?: StripeApiOptions;
  /** The app's clock (a `ManualClock` from support/clock.ts moves time); default: the system's. */
  clock?: Clock;
  /** What an error answer of a status its route does not declare does; default: fails the test. */
  onUndeclaredStatus?: (answer: UndeclaredStatus) => void;
  /** Registers extra routes (e.g. one that throws) before the app is ready. */
  setup?: (app: App) => void;
}

/**
 * An error answer whose status its route's schema does not name fails the test: the route's
 * 4xx becomes a 500 (the app's error handler), and the reason is printed.
 */
function failOnUndeclaredStatus({ route, statusCode }: UndeclaredStatus): never {
  const reason = `${route} answered ${String(statusCode)}, which its response schema does not declare`;
  console.error(reason);
  throw new Error(reason);
}

export async function build(options: BuildOptions = {}): Promise<App> {
  const { keycloak, onLog } = options;
  const config: Config = {
    ...DEFAULT_CONFIG,
    dataDir: MEMORY_DATA_DIR,
    // The offline sandbox (DEFAULT_CONFIG has payments off); tests of `off` set it back.
    paymentsProvider: 'sandbox',
    // No poller: tests run due scheduled work themselves (`app.scheduledWork.runDue()`).
    scheduledWorkPollMs: 0,
    ...(keycloak && {
      keycloakInternalUrl: keycloak.url,
      keycloakJwksUrl: keycloak.jwksUrl,
      keycloakIssuer: TEST_ISSUER,
      keycloakAdminClientId: ADMIN_CLIENT_ID,
      keycloakAdminClientSecret: ADMIN_CLIENT_SECRET,
    }),
    ...options.config,
  };
  const app = buildApp(
    config,
    { logger: onLog ? { level: 'error', stream: { write: onLog } } : false },
    {
      ...(options.database && { database: options.database }),
      ...(options.stripeApi && { stripeApi: options.stripeApi }),
      ...(options.clock && { clock: options.clock }),
      onUndeclaredStatus: options.onUndeclaredStatus ?? failOnUndeclaredStatus,
    },
  );
  options.setup?.(app);
  await app.ready();
  return app;
}

/** An app built by `startTestApp`, with what it runs on. */
export interface TestApp {
  app: App;
  keycloak: FakeKeycloak;
  /** Its upload storage: a folder of its own, removed by `close`. */
  storageDir: string;
  /** With `listen`: where it answers (`http://127.0.0.1:<port>`); else empty. */
  baseUrl: string;
  /** Closes the app, drops its test database, removes its storage and stops the Keycloak stand-in. */
  close: () => Promise<void>;
}

/**
 * An app the way most API tests use one (in their `beforeAll`): a Keycloak stand-in, upload storage
 * in a new folder named after `storagePrefix`, optionally a backend's test database
 * (support/databases.ts) and a port it listens on (for WebSockets and downloads).
 */
export async function startTestApp(options: {
  storagePrefix: string;
  database?: () => Promise<TestDatabase>;
  clock?: Clock;
  listen?: boolean;
}): Promise<TestApp> {
  const keycloak = await startFakeKeycloak();
  const testDb = await options.database?.();
  const storageDir = await mkdtemp(path.join(os.tmpdir(), options.storagePrefix));
  const app = await build({
    keycloak,
    ...(testDb && { database: { ...testDb.db, close: () => Promise.resolve() } }),
    ...(options.clock && { clock: options.clock }),
    config: { storageDir },
  });
  let baseUrl = '';
  if (options.listen === true) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    baseUrl = `http://127.0.0.1:${String(address.port)}`;
  }
  return {
    app,
    keycloak,
    storageDir,
    baseUrl,
    async close() {
      await app.close();
      await testDb?.drop();
      await rm(storageDir, { recursive: true, force: true });
      await keycloak.close();
    },
  };
}
