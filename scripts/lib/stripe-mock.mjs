// @ts-check
// stripe-mock (Stripe's official mock of its API, a Go program) for the test command: installed
// with `go install` into .cache/go-bin when missing, started on a free loopback port, stopped
// after the tests. auth-service's Stripe provider tests send the SDK's requests to it.
// Only Node's own modules are imported here.
import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';
import { goInstall } from './go-install.mjs';

const MODULE = 'github.com/stripe/stripe-mock@latest';
const READY_TIMEOUT_MS = 30_000;

/** Installs stripe-mock into .cache/go-bin unless it is already there. */
export function ensureStripeMock() {
  return goInstall(MODULE, 'stripe-mock');
}

/** @param {string} url */
async function waitUntilReady(url) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/v1/customers`, {
        headers: { authorization: 'Bearer sk_test_123' },
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`stripe-mock did not answer at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts stripe-mock over plain HTTP on a free port.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startStripeMock() {
  const binary = ensureStripeMock();
  const port = await freePort();
  const child = spawn(binary, ['-http-port', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  /** @type {string[]} */
  const stderr = [];
  child.stderr.on('data', (chunk) => stderr.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n${stderr.join('')}`,
    );
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
