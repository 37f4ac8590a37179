/**
 * Runs src/server.ts as a real process (through esbuild-register, like `npm run dev`): a bad
 * configuration must stop it with a clear message, a good one must serve and close on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const SERVICE_DIR = path.resolve(__dirname, '..');

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['-r', 'esbuild-register', 'src/server.ts'], {
    cwd: SERVICE_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
  const deadline = Date.now() + 15_000;
  while (!output.stdout.includes('Server listening')) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output.stdout}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output.stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('server start-up', () => {
  jest.setTimeout(30_000);

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
    const { child, output, exited } = startServer({ PORT: String(port), LOG_LEVEL: 'info' });
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
});
