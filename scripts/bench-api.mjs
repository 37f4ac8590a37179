// @ts-check
// `npm run bench:api`: how much throughput auth-service keeps on a real profile read (bearer token
// verified against a JWKS, one database read) compared with its bare health route. It builds
// auth-service, starts it on loopback with PGlite in memory and a key set served by this script
// (a bench-only RSA key standing in for Keycloak), creates one profile, then loads
// GET /api/health and GET /api/me with autocannon, same connections and duration, in alternating
// rounds: the machine is shared, and background load that comes and goes then weighs on both
// routes alike instead of on whichever ran during it.
// Budget (ARCHITECTURE.md): /api/me keeps at least 60% of the health route's requests per second.
//
// `npm run bench:api -- --postgres` runs the same against a throwaway PostgreSQL server
// (scripts/lib/postgres.mjs) instead: the production path (DATABASE_URL, node-postgres).
// Options (environment): BENCH_ROUNDS (5), BENCH_DURATION seconds per route and round (3),
// BENCH_CONNECTIONS (10), BENCH_LOG_LEVEL for auth-service (warn: request logs off, as they are
// for the health route).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import { startAuthService, startKeySet } from './lib/api-harness.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { startTestPostgres } from './lib/postgres.mjs';

/**
 * autocannon ships no types; this is the part of its API used here.
 * @typedef {{ errors: number, timeouts: number, non2xx: number,
 *   requests: { average: number, total: number }, latency: { p99: number } }} LoadResult
 * @typedef {(options: { url: string, headers: Record<string, string>, connections: number,
 *   duration: number }) => Promise<LoadResult>} Autocannon
 */
const autocannon = /** @type {Autocannon} */ (createRequire(import.meta.url)('autocannon'));

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION = Number(process.env.BENCH_DURATION ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const WARMUP_SECONDS = 3;
const TARGET_RATIO = 0.6;

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {number} duration
 */
async function load(url, headers, duration) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  }
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

console.log('Building auth-service...');
const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@atelier/auth-service'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const postgres = process.argv.includes('--postgres') ? await startTestPostgres() : undefined;
const database = postgres ? 'PostgreSQL (local server)' : 'PGlite in memory';
const keySet = await startKeySet();
const service = await startAuthService({
  jwksUrl: keySet.jwksUrl,
  nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  env: { LOG_LEVEL, DATABASE_URL: postgres?.url ?? '' },
});

try {
  const base = service.url;
  const token = await keySet.sign(randomUUID(), {
    email: 'bench@atelier.test',
    name: 'Bench Freelancer',
  });
  const auth = { authorization: `Bearer ${token}` };
  const first = await fetch(`${base}/api/me`, { headers: auth });
  if (first.status !== 200) throw new Error(`GET /api/me answered ${first.status}`);
  console.log('Profile created:', await first.json());

  console.log(`Warming up (${WARMUP_SECONDS}s per route)...`);
  await load(`${base}/api/health`, {}, WARMUP_SECONDS);
  await load(`${base}/api/me`, auth, WARMUP_SECONDS);

  console.log(
    `Loading each route ${ROUNDS} times for ${DURATION}s, alternating, ${CONNECTIONS} connections...`,
  );
  /** @type {{ rps: number, p99: number, total: number }[][]} */
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const health = await load(`${base}/api/health`, {}, DURATION);
    const me = await load(`${base}/api/me`, auth, DURATION);
    rounds.push([health, me]);
    console.log(
      `  round ${round + 1}: health ${health.rps.toFixed(0)}/s, me ${me.rps.toFixed(0)}/s, ` +
        `${((me.rps / health.rps) * 100).toFixed(1)}%`,
    );
  }
  /** @param {0 | 1} index */
  const summary = (index) => {
    const results = rounds.map((pair) => pair[index]).filter((result) => result !== undefined);
    const p99s = results.map((result) => result.p99).sort((a, b) => a - b);
    return {
      rps: results.reduce((sum, result) => sum + result.rps, 0) / results.length,
      p99: p99s[Math.floor(p99s.length / 2)] ?? 0,
      total: results.reduce((sum, result) => sum + result.total, 0),
    };
  };
  const health = summary(0);
  const me = summary(1);
  const ratio = me.rps / health.rps;

  const row = (
    /** @type {string} */ name,
    /** @type {{ rps: number, p99: number, total: number }} */ r,
  ) =>
    `| ${name.padEnd(16)} | ${r.rps.toFixed(0).padStart(10)} | ${`${r.p99} ms`.padStart(8)} | ${String(r.total).padStart(9)} |`;
  console.log('');
  console.log(
    `auth-service ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, ` +
      `${CONNECTIONS} connections, ${ROUNDS} x ${DURATION}s per route, LOG_LEVEL=${LOG_LEVEL}, ` +
      `${database}, load average ${os.loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
  console.log('requests/s: mean of the rounds; p99: median of the rounds');
  console.log('| route            | requests/s |      p99 |  requests |');
  console.log('| ---------------- | ---------- | -------- | --------- |');
  console.log(row('GET /api/health', health));
  console.log(row('GET /api/me', me));
  console.log(
    `/api/me keeps ${(ratio * 100).toFixed(1)}% of /api/health's throughput ` +
      `(target at least ${TARGET_RATIO * 100}%): ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`,
  );
} finally {
  // autocannon stops with requests in flight and drops their sockets; let their handlers end
  // before the graceful close closes the database under them.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await service.stop();
  await keySet.close();
  await postgres?.stop();
}
