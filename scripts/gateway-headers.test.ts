/**
 * Security review (issue 25), the gateway's findings, against the real nginx config with stand-ins
 * for the API and Keycloak (no browser, no Keycloak): a download the API marks nosniff leaves with
 * one such header, and Keycloak's pages carry the platform's policy instead of Keycloak's own
 * (which names no script, form or connection source). Skipped where nginx is not installed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const HAS_NGINX = spawnSync('nginx', ['-v']).status === 0;
/** Keycloak 26.5's own header on its pages. */
const KEYCLOAK_CSP = "frame-src 'self'; frame-ancestors 'self'; object-src 'none';";

let dir: string;
let gateway: ChildProcess | undefined;
let api: Server;
let keycloak: Server;
let origin: string;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  if (!HAS_NGINX) return;
  dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-gateway-'));
  mkdirSync(path.join(dir, 'logs'));
  mkdirSync(path.join(dir, 'tmp'));
  mkdirSync(path.join(dir, 'shell'));
  writeFileSync(path.join(dir, 'shell/index.html'), '<div id="root"></div>');
  api = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
    });
    response.end('RIFF');
  });
  keycloak = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html',
      'content-security-policy': KEYCLOAK_CSP,
      'x-content-type-options': 'nosniff',
    });
    response.end('<html></html>');
  });
  const [apiPort, keycloakPort, port, opsPort] = [
    await listen(api),
    await listen(keycloak),
    await freePort(),
    await freePort(),
  ];
  const remotes = path.join(dir, 'remotes.conf');
  writeFileSync(remotes, '');
  writeFileSync(path.join(dir, 'registry.json'), '{}');
  const values: Record<string, string> = {
    ATELIER_LISTEN_PORT: String(port),
    ATELIER_OPS_LISTEN: `127.0.0.1:${String(opsPort)}`,
    ATELIER_HEADERS_CONF: path.join(ROOT, 'nginx/security-headers.conf'),
    ATELIER_SHELL_ROOT: path.join(dir, 'shell'),
    ATELIER_REGISTRY_FILE: path.join(dir, 'registry.json'),
    ATELIER_REMOTES_CONF: remotes,
    ATELIER_API_UPSTREAM: `127.0.0.1:${String(apiPort)}`,
    ATELIER_KEYCLOAK_UPSTREAM: `127.0.0.1:${String(keycloakPort)}`,
    ATELIER_CSP_EXTRA: '',
  };
  const template = readFileSync(path.join(ROOT, 'nginx/gateway.conf.template'), 'utf8');
  const conf = path.join(dir, 'gateway.conf');
  writeFileSync(
    conf,
    template.replace(/\$\{(ATELIER_[A-Z_]+)\}/g, (_match, name: string) => values[name] ?? ''),
  );
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'logs/error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log ${path.join(dir, 'logs/access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${path.join(dir, 'tmp')};`,
      ),
      `  include ${conf};`,
      '}',
    ].join('\n'),
  );
  gateway = spawn('nginx', ['-p', dir, '-c', main], { stdio: 'ignore' });
  origin = `http://127.0.0.1:${String(port)}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(`${origin}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('the gateway did not start');
}, 30_000);

afterAll(async () => {
  if (!HAS_NGINX) return;
  gateway?.kill();
  await new Promise((resolve) => api.close(resolve));
  await new Promise((resolve) => keycloak.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const maybe = HAS_NGINX ? describe : describe.skip;

maybe('the gateway', () => {
  it('sends one nosniff on an API download that carries its own', async () => {
    for (const url of ['/api/images/x/w320.webp', '/api/uploads/x/download']) {
      const response = await fetch(`${origin}${url}`);
      // fetch joins repeated headers with ", ".
      expect([url, response.headers.get('x-content-type-options')]).toEqual([url, 'nosniff']);
    }
  });

  it("gives Keycloak's pages the platform's strict policy, once", async () => {
    const response = await fetch(`${origin}/auth/realms/atelier/account`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain(KEYCLOAK_CSP);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "frame-ancestors 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy.split('default-src')).toHaveLength(2);
  });
});
