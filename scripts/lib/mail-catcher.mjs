// @ts-check
// The local mail catcher for `npm start` and the tests: maildev (an npm devDependency, so it
// installs with the other packages and needs no download of its own), a real SMTP server that
// keeps every message, with a web inbox and a REST API (`/api/email`) the browser tests read.
// Keycloak and auth-service send to its SMTP port; nothing leaves the machine.
// Only Node's own modules are imported here.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { waitForHttp } from './gateway.mjs';
import { CACHE_DIR, REPO_ROOT } from './paths.mjs';

/** SMTP and web ports of `npm start`'s catcher (`ATELIER_MAIL_SMTP_PORT`, `ATELIER_MAIL_WEB_PORT`). */
export const MAIL_SMTP_PORT = Number(process.env.ATELIER_MAIL_SMTP_PORT ?? 1025);
export const MAIL_WEB_PORT = Number(process.env.ATELIER_MAIL_WEB_PORT ?? 1080);

/**
 * The SMTP settings Keycloak and auth-service get locally: the catcher, plain SMTP on loopback,
 * no credentials (the same variables compose takes for a provider, docs/ops.md).
 * @param {number} smtpPort
 */
export function localSmtpEnv(smtpPort) {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    SMTP_FROM: 'no-reply@atelier.test',
    SMTP_FROM_NAME: 'Atelier',
  };
}

/**
 * Starts maildev on loopback and resolves once its REST API answers.
 * @param {{ smtpPort: number, webPort: number }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, url: string }>}
 */
export async function startMailCatcher(options) {
  const bin = path.join(REPO_ROOT, 'node_modules/maildev/dist/bin/maildev.js');
  // maildev keeps messages in /tmp/maildev unless told: one folder per catcher (per port).
  const directory = path.join(CACHE_DIR, `maildev-${String(options.smtpPort)}`);
  mkdirSync(directory, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      bin,
      '--smtp',
      String(options.smtpPort),
      '--web',
      String(options.webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      directory,
      '--silent',
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://localhost:${String(options.webPort)}`;
  try {
    await waitForHttp(`http://127.0.0.1:${String(options.webPort)}/api/healthz`, 30_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(
      `The mail catcher (maildev) did not start on SMTP ${String(options.smtpPort)} / web ${String(options.webPort)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { child, url };
}
