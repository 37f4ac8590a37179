// @ts-check
// Starts the built platform on this machine: auth-service, then the nginx gateway in front of
// it and of every app's build. Used by `npm start` and by the browser tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startGateway, waitForHttp } from './gateway.mjs';
import { API_PORT, CACHE_DIR, GATEWAY_PORT, REPO_ROOT } from './paths.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/**
 * @param {{ port?: number, apiPort?: number, name?: string }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startPlatform(options = {}) {
  const port = options.port ?? GATEWAY_PORT;
  const apiPort = options.apiPort ?? API_PORT;
  /** @type {ChildProcess[]} */
  const children = [];
  const stop = async () => {
    await Promise.all(children.reverse().map(stopChild));
  };
  try {
    const authService = spawn(process.execPath, ['auth-service/dist/server.js'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(apiPort), PUBLIC_ORIGIN: `http://localhost:${port}` },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(authService);
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, 30_000, authService);
    const gateway = await startGateway({
      port,
      dir: path.join(CACHE_DIR, options.name ?? 'nginx'),
      apiPort,
    });
    children.push(gateway);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${port}`, stop };
}

/** @param {ChildProcess} child */
function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once('exit', () => resolve(undefined));
    // nginx stops gracefully on SIGQUIT; node services on SIGTERM.
    child.kill(child.spawnargs[0] === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}
