// @ts-check
// versitygw (Versity's S3 gateway, Apache-2.0, a Go program) for the test command: installed with
// `go install` into .cache/go-bin when missing (about 4 minutes to build cold), started with its
// posix backend in a temporary directory on a free loopback port with throwaway credentials,
// stopped after the tests. auth-service's storage tests run the S3 adapter against it
// (TEST_S3_ENDPOINT). Only Node's own modules are imported here.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { goInstall } from './go-install.mjs';

// Pinned: the tests depend on its S3 behaviour (presigned expiry, multipart, copy).
const MODULE = 'github.com/versity/versitygw/cmd/versitygw@v1.8.0';
const READY_TIMEOUT_MS = 30_000;

/** Installs versitygw into .cache/go-bin unless it is already there. */
export function ensureVersitygw() {
  return goInstall(MODULE, 'versitygw', '; a few minutes cold');
}

/** Any HTTP answer (an unsigned request gets 403) means it listens. @param {string} url */
async function waitUntilReady(url) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`versitygw did not answer at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts versitygw over plain HTTP on a free port, its buckets in a new temporary directory.
 * `pause` stops it (SIGTERM: connections refused, as a storage restarting) keeping its port and
 * data for `resume` (the drills, scripts/drill-storage.mjs).
 * @returns {Promise<{ url: string, accessKeyId: string, secretAccessKey: string, root: string, pause: () => Promise<void>, resume: () => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startVersitygw() {
  const binary = ensureVersitygw();
  const port = await freePort();
  const root = mkdtempSync(path.join(os.tmpdir(), 'atelier-versitygw-'));
  const accessKeyId = 'atelier-test';
  const secretAccessKey = randomBytes(16).toString('hex');
  const url = `http://127.0.0.1:${port}`;
  /** @type {string[]} */
  const stderr = [];
  const spawnServer = () => {
    const server = spawn(binary, ['--port', `127.0.0.1:${port}`, '--quiet', 'posix', root], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        ROOT_ACCESS_KEY_ID: accessKeyId,
        ROOT_SECRET_ACCESS_KEY: secretAccessKey,
      },
    });
    server.stderr.on('data', (chunk) => stderr.push(String(chunk)));
    return server;
  };
  /** @param {import('node:child_process').ChildProcess} server @returns {Promise<void>} */
  const kill = (server) =>
    new Promise((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) {
        resolve();
        return;
      }
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  const cleanUp = () => rmSync(root, { recursive: true, force: true });
  let child = spawnServer();
  try {
    await waitUntilReady(url);
  } catch (error) {
    child.kill('SIGTERM');
    cleanUp();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n${stderr.join('')}`,
    );
  }
  return {
    url,
    accessKeyId,
    secretAccessKey,
    /** The directory of its buckets (posix backend: a bucket is a folder, an object a file). */
    root,
    pause: () => kill(child),
    async resume() {
      child = spawnServer();
      await waitUntilReady(url);
    },
    stop: async () => {
      await kill(child);
      cleanUp();
    },
  };
}
