/**
 * A real SMTP server for the mail tests: maildev (the catcher `npm start` runs), as a child
 * process on free loopback ports, read through its REST API. `stop()` and `start()` keep the
 * ports, so a test can take the server away and bring it back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { MailConfig } from '../../src/config';

const MAILDEV = path.resolve(__dirname, '../../../node_modules/maildev/dist/bin/maildev.js');

export interface CaughtEmail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  headers: Record<string, string>;
  messageId?: string;
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

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within ${String(timeoutMs)} ms`);
}

export interface MailCatcher {
  smtpPort: number;
  webUrl: string;
  /** What auth-service's config needs to send here. */
  config: (overrides?: Partial<MailConfig>) => MailConfig;
  emails(): Promise<CaughtEmail[]>;
  /** An e-mail's headers as sent (unfolded, names in lower case), from its raw source. */
  headersOf(id: string): Promise<Record<string, string>>;
  /** The e-mails to `address`, waiting up to `timeoutMs` until there are at least `count`. */
  emailsTo(address: string, count?: number, timeoutMs?: number): Promise<CaughtEmail[]>;
  clear(): Promise<void>;
  /** Takes the server away (the ports stay reserved for `start`). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  close(): Promise<void>;
}

export const TEST_MAIL_SIGNING_SECRET = 'test-mail-signing-secret-0123456789abcdef';

export async function startMailCatcher(): Promise<MailCatcher> {
  const smtpPort = await freePort();
  const webPort = await freePort();
  const webUrl = `http://127.0.0.1:${String(webPort)}`;
  let child: ChildProcess | undefined;
  // maildev keeps its files in /tmp/maildev unless told: one folder per catcher.
  const directory = mkdtempSync(path.join(os.tmpdir(), 'atelier-maildev-'));

  const start = async () => {
    child = spawn(
      process.execPath,
      [
        MAILDEV,
        '--smtp',
        String(smtpPort),
        '--web',
        String(webPort),
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
        '--mail-directory',
        directory,
        '--silent',
      ],
      { stdio: 'ignore' },
    );
    await waitUntil(
      async () => (await fetch(`${webUrl}/api/healthz`)).ok,
      20_000,
      'maildev did not answer',
    );
  };
  const headersOf = async (id: string) => {
    const response = await fetch(`${webUrl}/api/email/${encodeURIComponent(id)}/source`);
    const source = await response.text();
    const head = source.split(/\r?\n\r?\n/)[0] ?? '';
    const headers: Record<string, string> = {};
    for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    return headers;
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (running?.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  const emails = async () => {
    const response = await fetch(`${webUrl}/api/email`);
    if (!response.ok) throw new Error(`maildev: ${String(response.status)}`);
    return (await response.json()) as CaughtEmail[];
  };
  await start();
  return {
    smtpPort,
    webUrl,
    config: (overrides = {}) => ({
      host: '127.0.0.1',
      port: smtpPort,
      secure: false,
      requireTls: false,
      auth: undefined,
      from: { address: 'no-reply@atelier.test', name: 'Atelier' },
      signingSecret: TEST_MAIL_SIGNING_SECRET,
      messageDelayMs: 60_000,
      ...overrides,
    }),
    emails,
    headersOf,
    async emailsTo(address, count = 1, timeoutMs = 5_000) {
      let found: CaughtEmail[] = [];
      const of = (all: CaughtEmail[]) =>
        all.filter((email) =>
          email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
        );
      await waitUntil(
        async () => {
          found = of(await emails());
          return found.length >= count;
        },
        timeoutMs,
        `fewer than ${String(count)} e-mails reached ${address}`,
      ).catch(() => undefined);
      return found;
    },
    async clear() {
      await fetch(`${webUrl}/api/email/all`, { method: 'DELETE' });
    },
    async stop() {
      await stop();
    },
    start,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
