// @ts-check
// `npm run drill:mail`: the SMTP server stopped while the e-mail outbox sends, and started again
// (issue 41, drill 4; docs/ops.md "The SMTP server down"). The built auth-service sends through
// the local mail catcher (maildev, scripts/lib/mail-catcher.mjs); each e-mail of the drill is the
// unread-message e-mail to a new recipient (a signed-in user sends one message to another, who
// never reads it; MAIL_MESSAGE_DELAY_SECONDS=0 sends it at once, and SCHEDULED_WORK_POLL_MS=500
// looks for due work every half second: both existing settings, the production defaults
// unchanged). Some e-mails go before the outage; then the catcher is stopped for
// DRILL_OUTAGE_SECONDS while more are queued (each delivery fails and the outbox retries it with
// its backoff: 30 s, then doubling), then started again on the same ports. Every e-mail must then
// arrive, each exactly once, within the first retry after the restart, with nothing restarted
// but the SMTP server. Prints the figures as JSON; exits 1 when any check fails. `--no-build`
// skips building auth-service (the test command builds it first).
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startAuthService, startKeySet } from './lib/api-harness.mjs';
import { localSmtpEnv, startMailCatcher } from './lib/mail-catcher.mjs';
import { REPO_ROOT } from './lib/paths.mjs';

const BEFORE = Number(process.env.DRILL_MAILS_BEFORE ?? 5);
const DURING = Number(process.env.DRILL_MAILS_DURING ?? 10);
const OUTAGE_SECONDS = Number(process.env.DRILL_OUTAGE_SECONDS ?? 20);
/** The outbox's first retry comes 30 s after a failed delivery (platform/scheduled-work.ts). */
const DELIVERY_BUDGET_MS = 45_000;
/** After the last e-mail arrived, this long more with no second copy of any. */
const QUIET_MS = 5_000;
const REQUEST_TIMEOUT_MS = 15_000;

/** @param {string} url @param {{ method?: string, headers?: Record<string, string>, body?: unknown }} [init] */
async function call(url, init = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...init.headers,
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@atelier/auth-service'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('auth-service build failed');
  }
  const run = randomBytes(4).toString('hex');
  const ports = { smtpPort: await freePort(), webPort: await freePort() };
  let catcher = await startMailCatcher(ports);
  const catcherApi = `http://127.0.0.1:${ports.webPort}`;
  const keySet = await startKeySet();
  const service = await startAuthService({
    jwksUrl: keySet.jwksUrl,
    env: {
      LOG_LEVEL: 'error',
      ...localSmtpEnv(ports.smtpPort),
      MAIL_SIGNING_SECRET: randomBytes(24).toString('hex'),
      MAIL_MESSAGE_DELAY_SECONDS: '0',
      SCHEDULED_WORK_POLL_MS: '500',
    },
  });
  const api = service.url;
  let catcherUp = true;
  /** @type {Map<string, Set<string>>} recipient address -> ids of the e-mails caught for it */
  const caught = new Map();
  let apiErrors = 0;

  /** Reads the catcher (when it runs) and adds what it holds for this run's recipients. */
  const collect = async () => {
    if (!catcherUp) return;
    try {
      const response = await fetch(`${catcherApi}/api/email`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) return;
      /** @type {{ id: string, to: { address: string }[] }[]} */
      const emails = await response.json();
      for (const email of emails) {
        for (const { address } of email.to) {
          const copies = caught.get(address.toLowerCase());
          copies?.add(email.id);
        }
      }
    } catch {
      // restarting: read again on the next turn
    }
  };
  let collecting = true;
  const collector = (async () => {
    while (collecting) {
      await collect();
      await sleep(500);
    }
  })();

  /** One e-mail: a sender's message to a new recipient, who will not read it. @param {number} index */
  const queueEmail = async (index) => {
    const [senderId, recipientId] = [randomUUID(), randomUUID()];
    const address = `drill-${run}-${index}@mail.drill.test`;
    const sender = {
      authorization: `Bearer ${await keySet.sign(senderId, { roles: ['client'], name: `Sender ${index}` })}`,
    };
    const recipient = {
      authorization: `Bearer ${await keySet.sign(recipientId, { roles: ['freelancer'], email: address, name: `Recipient ${index}` })}`,
    };
    for (const headers of [sender, recipient]) {
      const me = await call(`${api}/api/me`, { headers });
      if (me.status !== 200) apiErrors++;
    }
    const opened = await call(`${api}/api/conversations`, {
      method: 'POST',
      headers: sender,
      body: { userId: recipientId },
    });
    if (opened.status !== 201) {
      apiErrors++;
      return;
    }
    const sent = await call(`${api}/api/conversations/${opened.body.id}/messages`, {
      method: 'POST',
      headers: sender,
      body: { clientId: randomUUID(), content: `drill message ${index}`, attachments: [] },
    });
    if (sent.status !== 201) apiErrors++;
    caught.set(address, new Set());
  };
  const delivered = () => [...caught.values()].filter((copies) => copies.size > 0).length;

  try {
    for (let index = 0; index < BEFORE; index++) await queueEmail(index);
    const warmUpEnd = Date.now() + 20_000;
    while (delivered() < BEFORE && Date.now() < warmUpEnd) await sleep(200);
    const deliveredBefore = delivered();

    catcherUp = false;
    const exited = new Promise((resolve) => catcher.child.once('exit', resolve));
    catcher.child.kill('SIGTERM');
    await exited;
    const stoppedAt = Date.now();
    console.log(`SMTP server stopped after ${deliveredBefore} e-mails delivered`);
    // The e-mails queued meanwhile, spread over the outage's first half.
    for (let index = BEFORE; index < BEFORE + DURING; index++) {
      await queueEmail(index);
      await sleep((OUTAGE_SECONDS * 500) / DURING);
    }
    await sleep(Math.max(0, OUTAGE_SECONDS * 1000 - (Date.now() - stoppedAt)));
    const deliveredDuringOutage = delivered() - deliveredBefore;
    catcher = await startMailCatcher(ports);
    catcherUp = true;
    const resumedAt = Date.now();
    console.log('SMTP server started again');
    while (delivered() < caught.size && Date.now() - resumedAt < DELIVERY_BUDGET_MS) {
      await sleep(500);
    }
    const secondsToDeliverAll =
      delivered() === caught.size ? Math.round((Date.now() - resumedAt) / 100) / 10 : null;
    await sleep(QUIET_MS);
    collecting = false;
    await collector;
    await collect();

    // The outbox's own account: how many attempts each delivered e-mail of the drill took.
    const admin = {
      authorization: `Bearer ${await keySet.sign(randomUUID(), { roles: ['admin'] })}`,
    };
    const outbox = await call(`${api}/api/admin/emails?state=done`, { headers: admin });
    if (outbox.status !== 200) apiErrors++;
    /** @type {number[]} */
    const attempts = (outbox.body?.emails ?? [])
      .filter((/** @type {{ kind: string }} */ email) => email.kind === 'mail.unread-messages')
      .map((/** @type {{ attempts: number }} */ email) => email.attempts);
    const retried = attempts.filter((count) => count > 1).length;

    const copies = [...caught.values()].map((ids) => ids.size);
    const result = {
      outageSeconds: OUTAGE_SECONDS,
      emailsQueued: caught.size,
      queuedBeforeOutage: BEFORE,
      queuedDuringOutage: DURING,
      deliveredBeforeOutage: deliveredBefore,
      deliveredDuringOutage,
      deliveredAfterwards: copies.filter((count) => count > 0).length,
      missing: copies.filter((count) => count === 0).length,
      duplicates: copies.filter((count) => count > 1).length,
      outboxDone: attempts.length,
      outboxRetried: retried,
      outboxMostAttempts: Math.max(0, ...attempts),
      apiErrors,
      secondsToDeliverAll,
    };
    console.log(JSON.stringify(result, null, 2));
    /** @type {string[]} */
    const failures = [];
    if (result.missing > 0) failures.push(`${result.missing} e-mails never arrived`);
    if (result.duplicates > 0) failures.push(`${result.duplicates} e-mails arrived twice or more`);
    if (apiErrors > 0) failures.push(`${apiErrors} API requests of the drill failed`);
    if (deliveredBefore < BEFORE) failures.push('e-mails did not go before the outage');
    if (deliveredDuringOutage > 0) failures.push('e-mails arrived with the SMTP server stopped');
    if (retried === 0) failures.push('the outbox retried nothing (the outage was not felt)');
    if (failures.length > 0) {
      console.error(`Drill failed: ${failures.join('; ')}.`);
      process.exitCode = 1;
    } else {
      console.log(
        'Drill passed: every e-mail queued while the SMTP server was down arrived once when it was back.',
      );
    }
  } finally {
    collecting = false;
    await collector;
    await service.stop();
    catcher.child.kill('SIGTERM');
    await keySet.close();
  }
}

await main();
