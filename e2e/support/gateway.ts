import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import type { RemoteRegistry } from '@atelier/shared-ui/contract';
import { E2E_PORT } from '../../playwright.config';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** scripts/lib/gateway.mjs, as the browser tests use it. */
export interface GatewayModule {
  startGateway: (options: {
    port: number;
    apiPort: number;
    keycloakPort: number;
    overrides: Record<string, string>;
    dir: string;
    publishedPaths?: Record<string, string>;
    shellRoot?: string;
    remotesRoot?: string;
  }) => Promise<ChildProcess>;
  waitForHttp: (url: string, timeoutMs: number, child?: ChildProcess) => Promise<void>;
}

/** A gateway of the real config beside the suite's, in front of the same API and Keycloak. */
export interface DrillGateway {
  origin: string;
  /** The registry file this gateway serves (`/registry.json`), as ops would edit it. */
  registryFile: string;
  stop: () => void;
}

/**
 * Starts the real gateway config on `E2E_PORT + offset` with more folders published under
 * /remotes/ and, optionally, another release's shell or remotes.
 */
export async function startDrillGateway(
  offset: number,
  options: {
    publishedPaths?: Record<string, string>;
    shellRoot?: string;
    remotesRoot?: string;
  } = {},
): Promise<DrillGateway> {
  const { startGateway } = (await import('../../scripts/lib/gateway.mjs')) as GatewayModule;
  const port = E2E_PORT + offset;
  const dir = path.join(REPO_ROOT, '.cache', `nginx-e2e-delivery-${String(port)}`);
  const gateway = await startGateway({
    port,
    apiPort: Number(process.env.ATELIER_E2E_API_PORT ?? 4090),
    keycloakPort: E2E_PORT + 500,
    overrides: {},
    dir,
    ...options,
  });
  return {
    origin: `http://localhost:${String(port)}`,
    registryFile: path.join(dir, 'registry.json'),
    stop: () => gateway.kill('SIGTERM'),
  };
}

export function readRegistry(file: string): RemoteRegistry {
  return JSON.parse(readFileSync(file, 'utf8')) as RemoteRegistry;
}

/** Changes registry lines the way ops do: the file replaced whole (never read half-written). */
export function writeRegistry(file: string, lines: RemoteRegistry): void {
  const next = { ...readRegistry(file), ...lines };
  writeFileSync(`${file}.next`, `${JSON.stringify(next, null, 2)}\n`);
  renameSync(`${file}.next`, file);
}

/** Every file under `dir` with the SHA-256 of its contents. */
export function hashFiles(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative)).sort()) {
      const file = path.join(relative, entry);
      if (statSync(path.join(dir, file)).isDirectory()) walk(file);
      else
        hashes[file] = createHash('sha256')
          .update(readFileSync(path.join(dir, file)))
          .digest('hex');
    }
  };
  walk('');
  return hashes;
}

/**
 * Runs a drill gateway's pages under the suite's own origin in `context`, for a signed-in area:
 * every request to the suite's origin but Keycloak's (`/auth/`) and the API's (`/api/`) is
 * answered by the drill gateway (its shell, registry and remotes). Keycloak runs with one
 * `--hostname`, the suite's origin, and the web client's redirect URIs are that origin's: a sign-in
 * from the drill gateway's own port is refused. Keycloak and the API behind either gateway are the
 * same ones.
 */
export async function servePagesFrom(
  context: BrowserContext,
  gateway: DrillGateway,
): Promise<void> {
  const suite = `http://localhost:${String(E2E_PORT)}`;
  await context.route(
    (url) => url.origin === suite && !/^\/(auth|api)\//.test(url.pathname),
    async (route) => {
      const { pathname, search } = new URL(route.request().url());
      const response = await route.fetch({
        url: `${gateway.origin}${pathname}${search}`,
        maxRedirects: 0,
      });
      await route.fulfill({ response });
    },
  );
}
