/**
 * Runs src/server.ts as a real process (through esbuild-register, like `npm run dev`): a bad
 * configuration must stop it with a clear message, a good one must serve and close on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SERVICE_DIR = path.resolve(__dirname, '../..');

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

function startServer(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--conditions=development', '-r', 'esbuild-register', 'src/server.ts'],
    {
      cwd: SERVICE_DIR,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, output, exited };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

async function waitForListening(output: { stdout: string }, child: ChildProcess): Promise<void> {
  // PGlite's first start runs initdb in WASM: seconds, more while other tests load the CPU.
  const deadline = Date.now() + 45_000;
  while (!output.stdout.includes('Server listening')) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output.stdout}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output.stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('server start-up', () => {
  jest.setTimeout(90_000);

  it('stops with exit code 1 and names the bad variables', async () => {
    const { output, exited } = startServer({ PORT: 'abc', PUBLIC_ORIGIN: 'localhost' });
    expect(await exited).toEqual({ code: 1, signal: null });
    expect(output.stderr).toContain('auth-service cannot start. Invalid configuration:');
    expect(output.stderr).toContain('PORT must be an integer from 1 to 65535; got "abc".');
    expect(output.stderr).toContain('PUBLIC_ORIGIN must be an http(s) origin');
    expect(output.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it('serves /api/health and exits 0 after SIGTERM', async () => {
    const port = await freePort();
    const { child, output, exited } = startServer({
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATA_DIR: 'memory://',
    });
    try {
      await waitForListening(output, child);
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output.stdout).toContain('Closing auth-service');
  });

  it('keeps PGlite data on disk, refuses a second process on it, and releases it on exit', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'auth-service-')), 'db');
    try {
      // Only what the platform runner passes; Keycloak is not running at the default address
      // in this test, and must not be needed to start.
      const env = (port: number) => ({
        PORT: String(port),
        PUBLIC_ORIGIN: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        KEYCLOAK_INTERNAL_URL: 'http://127.0.0.1:9/auth',
      });
      const port = await freePort();
      const first = startServer(env(port));
      try {
        await waitForListening(first.output, first.child);
        const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
        expect(ready.status).toBe(200);
        expect(existsSync(`${dataDir}.lock`)).toBe(true);

        const second = startServer(env(await freePort()));
        const exit = await second.exited;
        expect(exit.code).toBe(1);
        expect(second.output.stdout).toContain(
          `The PGlite data directory ${dataDir} is in use by process`,
        );
      } finally {
        first.child.kill('SIGTERM');
      }
      expect(await first.exited).toEqual({ code: 0, signal: null });
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
