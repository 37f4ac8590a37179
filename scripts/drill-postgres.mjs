// @ts-check
// `npm run drill:postgres`: PostgreSQL stopped under traffic and started again (issue 41, drill 2;
// docs/ops.md "PostgreSQL restarted"). The built auth-service runs on a throwaway PostgreSQL
// server; USERS signed-in users in pairs send messages (each with its own client id, sent again
// with the same id until acknowledged, as the inbox does) and read their conversation. After a
// warm-up the server is stopped (`pg_ctl stop -m fast`, as an operator's restart) for
// DRILL_OUTAGE_SECONDS, then started. Meanwhile every answer must be a 503 with Retry-After (never
// a 500, never a hang); afterwards the API must serve again by itself (no restart), its LISTEN
// connection too (a message sent after the restart reaches the partner's open real-time
// connection), and every message the API acknowledged must be in the database exactly once.
// Prints the figures as JSON; exits 1 when any check fails. `--no-build` skips building
// auth-service (the test command builds it first).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { WebSocket } from 'ws';
import { startAuthService, startKeySet } from './lib/api-harness.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { startTestPostgres } from './lib/postgres.mjs';

const USERS = Number(process.env.DRILL_USERS ?? 20);
const OUTAGE_SECONDS = Number(process.env.DRILL_OUTAGE_SECONDS ?? 30);
const WARM_UP_MS = 5_000;
/** Traffic goes on this long after the restart, once the API serves again. */
const AFTER_RECOVERY_MS = 5_000;
/** The API must serve writes again within this long after PostgreSQL is back. */
const RECOVERY_BUDGET_MS = 30_000;
const SEND_INTERVAL_MS = 1_000;
/** A request unanswered after this long counts as a hang. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * @typedef {{ status: number, body: any, retryAfter: string | null }} Answer
 * @typedef {{ id: string, index: number, headers: Record<string, string> }} User
 */

/** Every answer's status while the drill ran, and the failures it found. */
const figures = {
  answers: /** @type {Record<string, number>} */ ({}),
  serverErrors: 0,
  unavailableWithoutRetryAfter: 0,
  hangs: 0,
};

/** @param {string} url @param {string} path @param {{ method?: string, headers?: Record<string, string>, body?: unknown }} [init] @returns {Promise<Answer | null>} */
async function call(url, path, init = {}) {
  try {
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...init.headers,
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const status = response.status;
    figures.answers[status] = (figures.answers[status] ?? 0) + 1;
    const retryAfter = response.headers.get('retry-after');
    if (status >= 500 && status !== 503) figures.serverErrors++;
    if (status === 503 && retryAfter === null) figures.unavailableWithoutRetryAfter++;
    return { status, body: text === '' ? null : JSON.parse(text), retryAfter };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') figures.hangs++;
    return null;
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@atelier/auth-service'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('auth-service build failed');
  }
  const keySet = await startKeySet();
  const postgres = await startTestPostgres();
  const service = await startAuthService({
    jwksUrl: keySet.jwksUrl,
    // The 503s are logged as warnings, one per request: the drill prints its own figures.
    env: { LOG_LEVEL: 'error', DATABASE_URL: postgres.url },
  });
  const api = service.url;
  try {
    /** @type {User[]} */
    const users = await Promise.all(
      Array.from({ length: USERS }, async (_, index) => {
        const id = randomUUID();
        const token = await keySet.sign(id, {
          roles: [index % 2 === 0 ? 'client' : 'freelancer'],
          name: `Drill User ${index}`,
        });
        return { id, index, headers: { authorization: `Bearer ${token}` } };
      }),
    );
    for (const user of users) {
      const me = await call(api, '/api/me', { headers: user.headers });
      if (me?.status !== 200) throw new Error(`GET /api/me: ${me?.status}`);
    }
    /** @type {Map<string, string>} user id -> conversation id */
    const conversationOf = new Map();
    for (let index = 0; index + 1 < users.length; index += 2) {
      const [a, b] = [users[index], users[index + 1]];
      if (a === undefined || b === undefined) continue;
      const opened = await call(api, '/api/conversations', {
        method: 'POST',
        headers: a.headers,
        body: { userId: b.id },
      });
      if (opened?.status !== 201) throw new Error(`open a conversation: ${opened?.status}`);
      conversationOf.set(a.id, opened.body.id).set(b.id, opened.body.id);
    }

    let attempted = 0;
    /** @type {Set<string>} client ids the API acknowledged (201, or 200 for a repeat) */
    const acknowledged = new Set();
    let stopped = false;
    /** @type {number | null} when PostgreSQL was started again */
    let resumedAt = null;
    /** @type {number | null} the first acknowledged write after that */
    let servedAgainAt = null;

    /** One user's traffic: a message a second, resent with its client id until acknowledged. */
    const traffic = async (/** @type {User} */ user) => {
      const conversation = conversationOf.get(user.id);
      await sleep(Math.random() * SEND_INTERVAL_MS);
      let sequence = 0;
      while (!stopped) {
        const clientId = randomUUID();
        attempted++;
        sequence++;
        for (;;) {
          const sent = await call(api, `/api/conversations/${conversation}/messages`, {
            method: 'POST',
            headers: user.headers,
            body: { clientId, content: `drill ${sequence} from ${user.index}`, attachments: [] },
          });
          if (sent !== null && (sent.status === 201 || sent.status === 200)) {
            acknowledged.add(clientId);
            if (resumedAt !== null && servedAgainAt === null) servedAgainAt = Date.now();
            break;
          }
          if (stopped) break;
          const wait = sent?.retryAfter === null || sent === null ? 1 : Number(sent.retryAfter);
          await sleep(Math.min(wait, 5) * 1000);
        }
        await call(api, `/api/conversations/${conversation}/messages`, { headers: user.headers });
        await sleep(SEND_INTERVAL_MS);
      }
    };
    const running = Promise.all(users.map(traffic));

    await sleep(WARM_UP_MS);
    const ackedBefore = acknowledged.size;
    const pausedAt = Date.now();
    postgres.pause();
    console.log(`PostgreSQL stopped after ${ackedBefore} acknowledged messages`);
    await sleep(Math.max(0, OUTAGE_SECONDS * 1000 - (Date.now() - pausedAt)));
    const outageAnswers = { ...figures.answers };
    postgres.resume();
    resumedAt = Date.now();
    console.log('PostgreSQL started again');
    while (servedAgainAt === null && Date.now() - resumedAt < RECOVERY_BUDGET_MS) await sleep(200);
    await sleep(AFTER_RECOVERY_MS);
    stopped = true;
    await running;

    // The LISTEN connection came back: a message sent now reaches the partner's open socket.
    const [sender, receiver] = [users[0], users[1]];
    let listenRecovered = false;
    if (sender !== undefined && receiver !== undefined) {
      const ticket = await call(api, '/api/realtime/tickets', {
        method: 'POST',
        headers: receiver.headers,
      });
      const socket = new WebSocket(
        `${api.replace('http', 'ws')}/api/realtime?ticket=${ticket?.body?.ticket}`,
      );
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const probe = randomUUID();
      const arrived = new Promise((resolve) => {
        socket.on('message', (data) => {
          const event = JSON.parse(String(data));
          if (event.type === 'message' && event.message.clientId === probe) resolve(true);
        });
      });
      await call(api, `/api/conversations/${conversationOf.get(sender.id)}/messages`, {
        method: 'POST',
        headers: sender.headers,
        body: { clientId: probe, content: 'after the restart', attachments: [] },
      });
      listenRecovered = (await Promise.race([arrived, sleep(5_000).then(() => false)])) === true;
      socket.close();
    }

    const database = new pg.Client({ connectionString: postgres.url });
    await database.connect();
    const { rows } = await database.query(
      "SELECT client_id::text AS client_id, count(*)::int AS copies FROM messages WHERE content LIKE 'drill %' GROUP BY client_id",
    );
    await database.end();
    /** @type {Map<string, number>} */
    const copiesOf = new Map(rows.map((row) => [row.client_id, row.copies]));
    let missing = 0;
    for (const clientId of acknowledged) if (!copiesOf.has(clientId)) missing++;
    const duplicates = rows.filter((row) => row.copies > 1).length;

    const result = {
      users: USERS,
      outageSeconds: OUTAGE_SECONDS,
      writesAttempted: attempted,
      writesAcknowledged: acknowledged.size,
      foundAfterwards: rows.length,
      missing,
      duplicates,
      answers: figures.answers,
      answersUntilRestart: outageAnswers,
      serverErrors: figures.serverErrors,
      unavailableWithoutRetryAfter: figures.unavailableWithoutRetryAfter,
      hangs: figures.hangs,
      secondsToServeAgain:
        servedAgainAt === null || resumedAt === null
          ? null
          : Math.round((servedAgainAt - resumedAt) / 100) / 10,
      listenRecovered,
    };
    console.log(JSON.stringify(result, null, 2));
    /** @type {string[]} */
    const failures = [];
    if (missing > 0) failures.push(`${missing} acknowledged messages are missing`);
    if (duplicates > 0) failures.push(`${duplicates} messages were stored twice`);
    if (figures.serverErrors > 0)
      failures.push(`${figures.serverErrors} answers were 5xx other than 503`);
    if (figures.unavailableWithoutRetryAfter > 0) {
      failures.push(`${figures.unavailableWithoutRetryAfter} 503s carried no Retry-After`);
    }
    if (figures.hangs > 0) failures.push(`${figures.hangs} requests got no answer`);
    if ((outageAnswers[503] ?? 0) === 0) failures.push('the outage was never answered 503');
    if (servedAgainAt === null) failures.push('the API did not serve writes again by itself');
    if (!listenRecovered) failures.push('real-time delivery did not come back (LISTEN)');
    if (failures.length > 0) {
      console.error(`Drill failed: ${failures.join('; ')}.`);
      process.exitCode = 1;
    } else {
      console.log(
        'Drill passed: nothing acknowledged was lost or doubled, and the API recovered by itself.',
      );
    }
  } finally {
    await service.stop();
    await postgres.stop();
    await keySet.close();
  }
}

await main();
