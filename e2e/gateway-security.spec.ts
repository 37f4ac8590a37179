import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

// The security review's gateway findings (issue 10), against the real nginx config: the suite's
// gateway, its ops-only listener, and a second gateway in front of a test server for what needs
// a controlled API (forwarded headers, the API down).

const ROOT = path.resolve(__dirname, '..');
const ORIGIN = `http://localhost:${E2E_PORT}`;
/** scripts/lib/paths.mjs: the ops listener is 1000 above the public port. */
const OPS_ORIGIN = `http://127.0.0.1:${E2E_PORT + 1000}`;

/** Every value of one header (Playwright's headers() joins repeated headers into one). */
const all = (response: APIResponse, name: string) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value);

test.describe('Keycloak through the public gateway', () => {
  test('only the atelier realm is there: the master realm and the admin console are a 404', async ({
    request,
  }) => {
    const token = await request.post('/auth/realms/master/protocol/openid-connect/token', {
      form: {
        grant_type: 'password',
        client_id: 'admin-cli',
        username: 'admin',
        password: 'admin',
      },
    });
    expect(token.status()).toBe(404);
    for (const url of [
      '/auth/',
      '/auth/admin/',
      '/auth/admin/master/console/',
      '/auth/admin/realms/atelier/users',
      '/auth/realms/master/.well-known/openid-configuration',
      '/auth/realms/atelier-other/.well-known/openid-configuration',
      '/auth/realms/atelier/../master/.well-known/openid-configuration',
    ]) {
      expect((await request.get(url)).status(), url).toBe(404);
    }

    // Encoded separators and dots that a proxy might pass on raw for Keycloak to resolve.
    for (const url of [
      '/auth/realms/atelier/..%2fmaster/.well-known/openid-configuration',
      '/auth/realms/atelier/%2e%2e%2fmaster/.well-known/openid-configuration',
      '/auth/realms/atelier%2f..%2fmaster/.well-known/openid-configuration',
      '/auth/realms/atelier/%2e%2e/master/.well-known/openid-configuration',
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).not.toBe(200);
      expect(await response.text(), url).not.toContain('/realms/master');
    }

    const discovery = await request.get('/auth/realms/atelier/.well-known/openid-configuration');
    expect(discovery.status()).toBe(200);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(
      `${ORIGIN}/auth/realms/atelier`,
    );
  });

  test('the admin console and the master realm answer on the ops listener', async ({ request }) => {
    const console = await request.get(`${OPS_ORIGIN}/auth/admin/master/console/`);
    expect(console.status()).toBe(200);
    // The console signs in and calls the admin API through the ops listener, not the public one.
    const page = await console.text();
    expect(page).toContain(`"authUrl": "${OPS_ORIGIN}/auth"`);
    expect(page).toContain(`"authServerUrl": "${OPS_ORIGIN}/auth"`);

    const token = await request.post(
      `${OPS_ORIGIN}/auth/realms/master/protocol/openid-connect/token`,
      {
        form: {
          grant_type: 'password',
          client_id: 'admin-cli',
          username: 'admin',
          password: 'admin',
        },
      },
    );
    expect(token.status()).toBe(200);
  });

  test('the ops listener is bound to 127.0.0.1 only', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
    test.skip(external === undefined, 'this machine has no address but loopback');
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect({ host: external, port: E2E_PORT + 1000 });
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => {
        resolve(error.code ?? error.message);
      });
    });
    expect(outcome).toBe('ECONNREFUSED');
    // And the public listener does answer on that address (so the refusal is about binding).
    const publicSocket = connect({ host: external, port: E2E_PORT });
    await once(publicSocket, 'connect');
    publicSocket.destroy();
  });

  test("Keycloak's pages carry one Referrer-Policy and one CSP", async ({ request }) => {
    const signIn = new URLSearchParams({
      client_id: 'atelier-web',
      redirect_uri: `${ORIGIN}/login`,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    });
    for (const url of [
      '/auth/realms/atelier/account',
      `/auth/realms/atelier/protocol/openid-connect/auth?${signIn.toString()}`,
    ]) {
      const page = await request.get(url);
      expect(page.status(), url).toBe(200);
      expect(page.headers()['content-type'], url).toContain('text/html');
      expect(all(page, 'referrer-policy'), url).toHaveLength(1);
      expect(all(page, 'content-security-policy'), url).toHaveLength(1);
      expect(all(page, 'x-frame-options'), url).toHaveLength(1);
      expect(all(page, 'x-content-type-options'), url).toHaveLength(1);
    }
  });
});

test.describe('headers', () => {
  test('personal API answers are never stored, the 401 without a token included', async ({
    request,
  }) => {
    const me = await request.get('/api/me');
    expect(me.status()).toBe(401);
    expect(all(me, 'cache-control')).toEqual(['no-store']);
  });

  test("nginx's own errors carry the CSP and the other security headers", async ({ request }) => {
    const answers = [
      await request.get('/auth/admin/'),
      await request.get('/auth/realms/master/account'),
      await request.post('/', { data: 'x' }),
      await request.post('/registry.json', { data: 'x' }),
    ];
    for (const answer of answers) {
      const where = `${answer.status()} ${answer.url()}`;
      expect([404, 405], where).toContain(answer.status());
      expect(all(answer, 'content-security-policy'), where).toHaveLength(1);
      expect(answer.headers()['content-security-policy'], where).toContain("default-src 'self'");
      expect(answer.headers()['x-content-type-options'], where).toBe('nosniff');
      expect(answer.headers()['x-frame-options'], where).toBe('SAMEORIGIN');
      expect(all(answer, 'referrer-policy'), where).toEqual(['strict-origin-when-cross-origin']);
    }
  });

  test('a 405 names the methods allowed', async ({ request }) => {
    for (const url of ['/', '/registry.json', '/remotes/landing/remoteEntry.js']) {
      const answer = await request.post(url, { data: 'x' });
      expect(answer.status(), url).toBe(405);
      expect(answer.headers().allow, url).toBe('GET, HEAD');
    }
    expect((await request.get('/')).headers().allow).toBeUndefined();
  });

  test('HSTS only over HTTPS (a TLS terminator in front says so)', async ({ request }) => {
    expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
    const overHttps = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(all(overHttps, 'strict-transport-security')).toEqual(['max-age=31536000']);
    const apiOverHttps = await request.get('/api/me', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(all(apiOverHttps, 'strict-transport-security')).toEqual(['max-age=31536000']);
  });

  test('source maps are not served, from the shell or a remote', async ({ request }) => {
    const folders = [
      { dir: path.join(ROOT, 'shell/dist'), url: '/' },
      { dir: path.join(ROOT, 'mf-landing/dist'), url: '/remotes/landing/' },
    ];
    const name = `gateway-security-${test.info().workerIndex}`;
    try {
      for (const { dir } of folders) {
        writeFileSync(path.join(dir, `${name}.js`), '// probe\n');
        writeFileSync(path.join(dir, `${name}.js.map`), '{"version":3}\n');
      }
      for (const { url } of folders) {
        // The folder is served (the probe is there), its map is not.
        expect((await request.get(`${url}${name}.js`)).status(), url).toBe(200);
        expect((await request.get(`${url}${name}.js.map`)).status(), url).toBe(404);
        expect((await request.get(`${url}${name}.JS.MAP`)).status(), url).toBe(404);
      }
    } finally {
      for (const { dir } of folders) {
        rmSync(path.join(dir, `${name}.js`), { force: true });
        rmSync(path.join(dir, `${name}.js.map`), { force: true });
      }
    }
  });
});

interface GatewayModule {
  startGateway: (options: {
    port: number;
    opsPort: number;
    apiPort: number;
    keycloakPort: number;
    overrides: Record<string, string>;
    dir: string;
  }) => Promise<ChildProcess>;
}

test.describe('a gateway in front of a test API', () => {
  // In order, in one worker (one gateway on its port); each test's result stands on its own.
  test.describe.configure({ mode: 'default' });

  const gatewayPort = E2E_PORT + 11;
  const gatewayOrigin = `http://127.0.0.1:${gatewayPort}`;
  let api: Server | undefined;
  let apiPort = 0;
  let gateway: ChildProcess | undefined;

  test.beforeAll(async () => {
    // Echoes the request's headers; /api/own-error and /api/own-cache answer with their own.
    api = createServer((request, response) => {
      if (request.url === '/api/own-error') {
        response.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '7' });
        response.end('the API says so');
        return;
      }
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (request.url === '/api/own-cache') headers['cache-control'] = 'private, max-age=60';
      response.writeHead(200, headers);
      response.end(JSON.stringify(request.headers));
    });
    api.listen(0, '127.0.0.1');
    await once(api, 'listening');
    const address = api.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    apiPort = address.port;
    const { startGateway } = (await import('../scripts/lib/gateway.mjs')) as GatewayModule;
    gateway = await startGateway({
      port: gatewayPort,
      opsPort: gatewayPort + 1000,
      apiPort,
      keycloakPort: E2E_PORT + 500,
      overrides: {},
      dir: path.join(ROOT, '.cache', `nginx-e2e-security-${gatewayPort}`),
    });
  });

  test.afterAll(async () => {
    if (gateway?.exitCode === null) {
      const exited = once(gateway, 'exit');
      gateway.kill('SIGQUIT');
      await exited;
    }
    if (api?.listening === true) await new Promise((resolve) => api?.close(resolve));
  });

  test("X-Forwarded-For is the client's address, whatever the client claims", async ({
    request,
  }) => {
    const echoed = await request.get(`${gatewayOrigin}/api/echo`, {
      headers: { 'X-Forwarded-For': '1.2.3.4' },
    });
    expect(echoed.status()).toBe(200);
    const headers = (await echoed.json()) as Record<string, string>;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  test("the API's own Cache-Control and its own errors pass through as sent", async ({
    request,
  }) => {
    const cached = await request.get(`${gatewayOrigin}/api/own-cache`);
    expect(all(cached, 'cache-control')).toEqual(['private, max-age=60']);
    const echoed = await request.get(`${gatewayOrigin}/api/echo`);
    expect(all(echoed, 'cache-control')).toEqual(['no-store']);

    const ownError = await request.get(`${gatewayOrigin}/api/own-error`);
    expect(ownError.status()).toBe(503);
    expect(ownError.headers()['retry-after']).toBe('7');
    expect(await ownError.text()).toBe('the API says so');
  });

  test('the API down is a JSON 502, with the security headers', async ({ request }) => {
    await new Promise((resolve) => api?.close(resolve));
    const down = await request.get(`${gatewayOrigin}/api/me`);
    expect(down.status()).toBe(502);
    expect(down.headers()['content-type']).toContain('application/json');
    const body = (await down.json()) as { error: string; message: string };
    expect(body.error).toBe('Bad Gateway');
    expect(typeof body.message).toBe('string');
    expect(down.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(all(down, 'cache-control')).toEqual(['no-store']);
  });
});
