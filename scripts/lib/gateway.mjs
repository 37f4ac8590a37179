// @ts-check
// Runs the real gateway config (nginx/gateway.conf.template) on this machine: renders the
// template with local values, writes the registry (with any dev overrides) and starts nginx.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  API_PORT,
  CACHE_DIR,
  GATEWAY_PORT,
  KEYCLOAK_PORT,
  REPO_ROOT,
  opsPortFor,
} from './paths.mjs';

/**
 * Replaces ${ATELIER_*} placeholders, leaving nginx's own $variables alone (like the official
 * image's envsubst with a filter).
 * @param {string} template
 * @param {Record<string, string>} values
 */
export function renderTemplate(template, values) {
  return template.replace(/\$\{(ATELIER_[A-Z_]+)\}/g, (_, name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${name} in the nginx template`);
    return value;
  });
}

/**
 * `ATELIER_REMOTE_OVERRIDES="mf_landing=http://localhost:3001/mf-manifest.json"` points one or
 * more remotes at a team's dev server (`npm run dev -w mf-landing`).
 * @param {string | undefined} spec
 * @returns {Record<string, string>}
 */
export function parseRemoteOverrides(spec) {
  /** @type {Record<string, string>} */
  const overrides = {};
  for (const item of (spec ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = item.indexOf('=');
    if (separator <= 0) throw new Error(`Bad remote override "${item}": expected name=manifestUrl`);
    const name = item.slice(0, separator);
    const url = new URL(item.slice(separator + 1));
    overrides[name] = url.toString();
  }
  return overrides;
}

/**
 * `opsPort`: the ops-only listener (Keycloak's admin console and master realm), on 127.0.0.1 only.
 * `publishedPaths`: more folders served under /remotes/, URL prefix (ending in `/`) to folder: a
 * remote published under a new version path (`/remotes/supplier/v2/`, README "Deploying one
 * remote"). `shellRoot`: the shell's files (default shell/dist). `remotesRoot`: the checkout whose
 * apps' `dist/` folders are served as /remotes/<name>/ (default this one; another release's).
 * @typedef {{ port?: number, opsPort?: number, apiPort?: number, keycloakPort?: number, overrides?: Record<string, string>, dir?: string, publishedPaths?: Record<string, string>, shellRoot?: string, remotesRoot?: string }} GatewayOptions
 */

/** @param {GatewayOptions} [options] */
export function renderGatewayConfig(options = {}) {
  const port = options.port ?? GATEWAY_PORT;
  const opsPort = options.opsPort ?? opsPortFor(port);
  const apiPort = options.apiPort ?? API_PORT;
  const keycloakPort = options.keycloakPort ?? KEYCLOAK_PORT;
  const overrides = options.overrides ?? parseRemoteOverrides(process.env.ATELIER_REMOTE_OVERRIDES);
  const dir = options.dir ?? path.join(CACHE_DIR, 'nginx');
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });

  const registry = {
    ...JSON.parse(readFileSync(path.join(REPO_ROOT, 'nginx/registry.json'), 'utf8')),
    ...overrides,
  };
  const registryFile = path.join(dir, 'registry.json');
  writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);

  const devOrigins = [...new Set(Object.values(overrides).map((url) => new URL(url).origin))];
  const cspExtra = devOrigins
    .flatMap((origin) => [origin, origin.replace(/^http/, 'ws')])
    .join(' ');

  const remotesConf = path.join(dir, 'remotes.conf');
  const published = Object.entries(options.publishedPaths ?? {}).map(([prefix, folder]) => {
    if (!/^\/remotes\/[\w./-]+\/$/.test(prefix)) throw new Error(`Bad published path ${prefix}`);
    return `location ^~ ${prefix} {\n  alias ${path.resolve(folder)}/;\n}\n`;
  });
  writeFileSync(
    remotesConf,
    renderTemplate(
      readFileSync(path.join(REPO_ROOT, 'nginx/remotes.local.conf.template'), 'utf8'),
      {
        ATELIER_REPO_ROOT: options.remotesRoot ?? REPO_ROOT,
      },
    ) + published.join(''),
  );
  const gatewayConf = path.join(dir, 'gateway.conf');
  writeFileSync(
    gatewayConf,
    renderTemplate(readFileSync(path.join(REPO_ROOT, 'nginx/gateway.conf.template'), 'utf8'), {
      ATELIER_LISTEN_PORT: String(port),
      ATELIER_OPS_LISTEN: `127.0.0.1:${opsPort}`,
      ATELIER_HEADERS_CONF: path.join(REPO_ROOT, 'nginx/security-headers.conf'),
      ATELIER_SHELL_ROOT: options.shellRoot ?? path.join(REPO_ROOT, 'shell/dist'),
      ATELIER_REGISTRY_FILE: registryFile,
      ATELIER_REMOTES_CONF: remotesConf,
      ATELIER_API_UPSTREAM: `127.0.0.1:${apiPort}`,
      ATELIER_KEYCLOAK_UPSTREAM: `127.0.0.1:${keycloakPort}`,
      ATELIER_CSP_EXTRA: cspExtra,
    }),
  );
  // The main file the official image would provide around conf.d/default.conf.
  const mainConf = path.join(dir, 'nginx.conf');
  writeFileSync(
    mainConf,
    [
      'daemon off;',
      'worker_processes auto;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'logs/error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${path.join(dir, 'logs/access.log')};`,
      `  client_body_temp_path ${path.join(dir, 'tmp')};`,
      `  proxy_temp_path ${path.join(dir, 'tmp')};`,
      `  fastcgi_temp_path ${path.join(dir, 'tmp')};`,
      `  uwsgi_temp_path ${path.join(dir, 'tmp')};`,
      `  scgi_temp_path ${path.join(dir, 'tmp')};`,
      '  sendfile on;',
      `  include ${gatewayConf};`,
      '}',
      '',
    ].join('\n'),
  );
  return { dir, mainConf, registryFile };
}

/**
 * Starts nginx in the foreground with the rendered config; resolves once it answers.
 * @param {GatewayOptions} [options]
 */
export async function startGateway(options = {}) {
  const port = options.port ?? GATEWAY_PORT;
  const { dir, mainConf } = renderGatewayConfig(options);
  const child = spawn('nginx', ['-p', dir, '-c', mainConf], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, 15_000, child);
  return child;
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 * @param {import('node:child_process').ChildProcess} [child] fail early if it exits
 * @param {(status: number) => boolean} [isUp] which answers count as up (default: below 500)
 */
export async function waitForHttp(url, timeoutMs, child, isUp = (status) => status < 500) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (isUp(response.status)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}
