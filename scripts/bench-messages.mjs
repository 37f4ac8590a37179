// @ts-check
// `npm run bench:messages`: real-time delivery with 1,000 connected clients on one auth-service
// instance (docs/architecture.md, "Performance budgets": delivery p95 under 100 ms, nothing lost or
// duplicated).
//
// It builds auth-service and starts it on PGlite in memory (or `-- --postgres`: a throwaway
// PostgreSQL server), makes 1,000 users in 500 conversations (each pair one conversation), opens
// one WebSocket per user with a ticket, measures the service's memory per idle connection, then
// for BENCH_SECONDS (60) every user sends a message to its partner every BENCH_SEND_INTERVAL_MS
// (10,000: 100 messages a second in all, each user's first send at a random offset) over REST.
// Delivery time: from just before the POST to the partner's socket receiving the message. After
// the run it waits for stragglers and counts every accepted message the partner never got (lost)
// or got more than once (duplicated). The clients run in this process on the same 2 cores: the
// figures include their share.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { startAuthService, startKeySet } from './lib/api-harness.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { startTestPostgres } from './lib/postgres.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SEND_INTERVAL_MS = Number(process.env.BENCH_SEND_INTERVAL_MS ?? 10_000);
const DRAIN_MS = 5_000;
const BUDGET_MS = 100;
const SETUP_CONCURRENCY = 20;

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

/** Resident memory of a process, in bytes (Linux). @param {number} pid */
const rssOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib * 1024;
};

/**
 * Runs `task` over `items`, `limit` at a time.
 * @template T @param {T[]} items @param {number} limit @param {(item: T) => Promise<void>} task
 */
async function inBatches(items, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await task(/** @type {T} */ (items[next++]));
    }),
  );
}

async function main() {
  const usePostgres = process.argv.includes('--postgres');
  const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@atelier/auth-service'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('auth-service build failed');

  const keySet = await startKeySet();
  const postgres = usePostgres ? await startTestPostgres() : undefined;
  const service = await startAuthService({
    jwksUrl: keySet.jwksUrl,
    env: { LOG_LEVEL: 'warn', ...(postgres && { DATABASE_URL: postgres.url }) },
  });
  const pid = service.child.pid ?? 0;
  /** @type {WebSocket[]} */
  const sockets = [];
  try {
    // Users (profiles made by their first call) and one conversation per pair.
    const users = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, index) => {
        const id = randomUUID();
        const token = await keySet.sign(id, {
          roles: [index % 2 === 0 ? 'client' : 'freelancer'],
          name: `Bench User ${index}`,
        });
        return { id, index, headers: { authorization: `Bearer ${token}` } };
      }),
    );
    /** @param {string} path @param {{ method?: string, headers: Record<string, string>, body?: unknown }} init */
    const call = async (path, init) => {
      const response = await fetch(`${service.url}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...init.headers,
          ...(init.body !== undefined && { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : JSON.parse(text) };
    };
    await inBatches(users, SETUP_CONCURRENCY, async (user) => {
      const me = await call('/api/me', { headers: user.headers });
      if (me.status !== 200) throw new Error(`GET /api/me: ${me.status}`);
    });
    /** @type {Map<string, string>} user id -> conversation id */
    const conversationOf = new Map();
    /** @type {Map<string, string>} user id -> partner id */
    const partnerOf = new Map();
    const pairs = Array.from({ length: CLIENTS / 2 }, (_, index) => [
      users[2 * index],
      users[2 * index + 1],
    ]);
    await inBatches(pairs, SETUP_CONCURRENCY, async ([a, b]) => {
      if (a === undefined || b === undefined) return;
      const opened = await call('/api/conversations', {
        method: 'POST',
        headers: a.headers,
        body: { userId: b.id },
      });
      if (opened.status !== 201) throw new Error(`open: ${opened.status}`);
      conversationOf.set(a.id, opened.body.id).set(b.id, opened.body.id);
      partnerOf.set(a.id, b.id).set(b.id, a.id);
    });

    const rssBefore = rssOf(pid);
    // One socket per user; every message received is counted by its id.
    /** @type {Map<string, number>} message id -> times received by its recipient */
    const received = new Map();
    /** @type {Map<string, number>} client id -> time just before its POST */
    const sentAt = new Map();
    /** @type {number[]} */
    const deliveryMs = [];
    await inBatches(users, SETUP_CONCURRENCY, async (user) => {
      const ticket = await call('/api/realtime/tickets', { method: 'POST', headers: user.headers });
      if (ticket.status !== 201) throw new Error(`ticket: ${ticket.status}`);
      const socket = new WebSocket(
        `${service.url.replace('http', 'ws')}/api/realtime?ticket=${ticket.body.ticket}`,
      );
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      socket.on('message', (data) => {
        const event = JSON.parse(String(data));
        if (event.type !== 'message' || event.message.senderId === user.id) return;
        const at = performance.now();
        const count = (received.get(event.message.id) ?? 0) + 1;
        received.set(event.message.id, count);
        const started = sentAt.get(event.message.clientId);
        if (count === 1 && started !== undefined) deliveryMs.push(at - started);
      });
      sockets.push(socket);
    });
    await sleep(3_000);
    const rssIdle = rssOf(pid);
    const perConnection = (rssIdle - rssBefore) / CLIENTS;

    // The exchange: every user writes to its partner every SEND_INTERVAL_MS.
    /** @type {Set<string>} ids of messages the API accepted */
    const accepted = new Set();
    let refused = 0;
    const endAt = performance.now() + SECONDS * 1000;
    await Promise.all(
      users.map(async (user) => {
        await sleep(Math.random() * SEND_INTERVAL_MS);
        let sequence = 0;
        while (performance.now() < endAt) {
          const started = performance.now();
          const clientId = randomUUID();
          sentAt.set(clientId, started);
          const sent = await call(`/api/conversations/${conversationOf.get(user.id)}/messages`, {
            method: 'POST',
            headers: user.headers,
            body: {
              clientId,
              content: `message ${++sequence} from ${user.index}`,
              attachments: [],
            },
          });
          if (sent.status === 201) accepted.add(sent.body.id);
          else refused++;
          await sleep(Math.max(0, SEND_INTERVAL_MS - (performance.now() - started)));
        }
      }),
    );
    await sleep(DRAIN_MS);

    let lost = 0;
    for (const id of accepted) if (!received.has(id)) lost++;
    let duplicated = 0;
    for (const count of received.values()) if (count > 1) duplicated += count - 1;
    const p95 = quantile(deliveryMs, 0.95);
    const result = {
      database: usePostgres ? 'postgres' : 'pglite',
      clients: CLIENTS,
      seconds: SECONDS,
      sendIntervalMs: SEND_INTERVAL_MS,
      messagesAccepted: accepted.size,
      sendsRefused: refused,
      delivered: deliveryMs.length,
      lost,
      duplicated,
      deliveryP50Ms: Number(quantile(deliveryMs, 0.5).toFixed(1)),
      deliveryP95Ms: Number(p95.toFixed(1)),
      deliveryP99Ms: Number(quantile(deliveryMs, 0.99).toFixed(1)),
      memoryPerIdleConnectionKiB: Number((perConnection / 1024).toFixed(1)),
      serviceRssMiB: Number((rssOf(pid) / 1024 / 1024).toFixed(1)),
      withinBudget: p95 < BUDGET_MS && lost === 0 && duplicated === 0 && refused === 0,
    };
    console.log(JSON.stringify(result, null, 2));
    if (!result.withinBudget) process.exitCode = 1;
  } finally {
    for (const socket of sockets) socket.terminate();
    await service.stop();
    await keySet.close();
    await postgres?.stop();
  }
}

await main();
