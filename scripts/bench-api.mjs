// @ts-check
// `npm run bench:api`: how much throughput auth-service keeps on a real profile read (bearer token
// verified against a JWKS, one database read) compared with its bare health route. It builds
// auth-service, starts it on loopback with PGlite in memory and a key set served by this script
// (a bench-only RSA key standing in for Keycloak), creates one profile, then loads
// GET /api/health and GET /api/me with autocannon, same connections and duration, in alternating
// rounds: the machine is shared, and background load that comes and goes then weighs on both
// routes alike instead of on whichever ran during it.
// Budget (docs/architecture.md, "Performance budgets"): /api/me keeps at least 70% of the health
// route's requests per second.
//
// `npm run bench:api -- --postgres` runs the same against a throwaway PostgreSQL server
// (scripts/lib/postgres.mjs) instead: the production path (DATABASE_URL, node-postgres).
// `-- --baseline DIR` also runs the auth-service of another checkout DIR (main, say, as
// `git worktree add DIR main` with its node_modules), built by this command too, each with its
// own database, and loads both in the same rounds, in turns (one round this checkout first, the
// next the baseline first): on a loaded machine the two ratios are only comparable when measured
// in the same minutes. `-- --no-build` uses the builds as they are.
// Besides requests per second, each route's CPU time per request is read from /proc: the
// service's own, and with --postgres the PostgreSQL server's (its processes, backends included).
// They move less with other work on the machine than requests per second do, but they do move
// (at load average 20 about twice the quiet figures: the cores and their caches are shared).
// With `--cpu-prof` in BENCH_NODE_ARGS each load's seconds in the profile are printed, for
// `node scripts/cpu-profile-summary.mjs PROFILE --from S --to S`.
// Options (environment): BENCH_ROUNDS (5), BENCH_DURATION seconds per route and round (3),
// BENCH_CONNECTIONS (10), BENCH_LOG_LEVEL for auth-service (warn: request logs off, as they are
// for the health route), BENCH_NODE_ARGS for the service's node (`--cpu-prof`, say).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startAuthService, startKeySet } from './lib/api-harness.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { startTestPostgres } from './lib/postgres.mjs';
import { cpuMsOf, cpuMsSince, postgresCpuMs } from './lib/process-cpu.mjs';

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
const TARGET_RATIO = 0.7;

/** @param {string} name */
function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}
const usePostgres = process.argv.includes('--postgres');
const profiling = (process.env.BENCH_NODE_ARGS ?? '').includes('--cpu-prof');
const baselineOption = option('baseline');

/**
 * One auth-service under test, with its own database.
 * @typedef {{ name: string, root: string, url: string, pid: number, pgDataDir?: string,
 *   startedAt: number, stop: () => Promise<void> }} Target
 * @typedef {{ rps: number, p99: number, total: number, serviceCpuUs: number,
 *   databaseCpuUs: number, window?: string }} RouteResult
 */

/**
 * @param {Target} target
 * @param {string} route
 * @param {Record<string, string>} headers
 * @param {number} duration
 * @returns {Promise<RouteResult>}
 */
async function load(target, route, headers, duration) {
  const url = `${target.url}${route}`;
  const from = (performance.now() - target.startedAt) / 1000;
  const serviceBefore = cpuMsOf(target.pid);
  const databaseBefore =
    target.pgDataDir === undefined ? undefined : postgresCpuMs(target.pgDataDir);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  const serviceMs = cpuMsOf(target.pid) - serviceBefore;
  const databaseMs =
    target.pgDataDir === undefined || databaseBefore === undefined
      ? 0
      : cpuMsSince(databaseBefore, postgresCpuMs(target.pgDataDir));
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  }
  const total = result.requests.total;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total,
    serviceCpuUs: (serviceMs * 1000) / total,
    databaseCpuUs: (databaseMs * 1000) / total,
    // Seconds since the service started: where this load is in a `--cpu-prof` profile.
    window: `${from.toFixed(1)}-${((performance.now() - target.startedAt) / 1000).toFixed(1)} s`,
  };
}

const roots = [REPO_ROOT, ...(baselineOption === undefined ? [] : [path.resolve(baselineOption)])];
for (const root of roots) {
  if (process.argv.includes('--no-build')) break;
  console.log(`Building auth-service in ${root}...`);
  const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@atelier/auth-service'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

const database = usePostgres ? 'PostgreSQL (local server)' : 'PGlite in memory';
const keySet = await startKeySet();
/** @type {(() => Promise<void>)[]} */
const cleanUps = [];

try {
  /** @type {Target[]} */
  const targets = [];
  for (const root of roots) {
    const postgres = usePostgres ? await startTestPostgres() : undefined;
    if (postgres) cleanUps.push(() => postgres.stop());
    const startedAt = performance.now();
    const service = await startAuthService({
      root,
      jwksUrl: keySet.jwksUrl,
      nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
      env: { LOG_LEVEL, DATABASE_URL: postgres?.url ?? '' },
    });
    // autocannon stops with requests in flight and drops their sockets; let their handlers end
    // before the graceful close closes the database under them.
    cleanUps.unshift(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await service.stop();
    });
    if (service.child.pid === undefined) throw new Error(`auth-service in ${root} did not start`);
    targets.push({
      name: root === REPO_ROOT ? 'this checkout' : `baseline ${root}`,
      root,
      url: service.url,
      pid: service.child.pid,
      ...(postgres && { pgDataDir: postgres.dataDir }),
      startedAt,
      stop: service.stop,
    });
  }

  const token = await keySet.sign(randomUUID(), {
    email: 'bench@atelier.test',
    name: 'Bench Freelancer',
  });
  const auth = { authorization: `Bearer ${token}` };
  for (const target of targets) {
    const first = await fetch(`${target.url}/api/me`, { headers: auth });
    if (first.status !== 200) throw new Error(`GET /api/me answered ${first.status}`);
    console.log(`${target.name}: profile created:`, await first.json());
    console.log(`Warming up (${WARMUP_SECONDS}s per route)...`);
    await load(target, '/api/health', {}, WARMUP_SECONDS);
    await load(target, '/api/me', auth, WARMUP_SECONDS);
  }

  console.log(
    `Loading each route ${ROUNDS} times for ${DURATION}s, alternating, ${CONNECTIONS} connections...`,
  );
  /** @type {Map<Target, [RouteResult, RouteResult][]>} */
  const rounds = new Map(targets.map((target) => [target, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
      const health = await load(target, '/api/health', {}, DURATION);
      const me = await load(target, '/api/me', auth, DURATION);
      rounds.get(target)?.push([health, me]);
      const cpu = (/** @type {RouteResult} */ r) =>
        `${r.serviceCpuUs.toFixed(1)} us` +
        (target.pgDataDir === undefined ? '' : ` + db ${r.databaseCpuUs.toFixed(1)} us`) +
        (profiling ? `, ${r.window} of the profile` : '');
      console.log(
        `  round ${round + 1}, ${target.name}: health ${health.rps.toFixed(0)}/s (${cpu(health)}), ` +
          `me ${me.rps.toFixed(0)}/s (${cpu(me)}), ${((me.rps / health.rps) * 100).toFixed(1)}%, ` +
          `load average ${os.loadavg()[0]?.toFixed(1) ?? '?'}`,
      );
    }
  }

  /** @param {[RouteResult, RouteResult][]} pairs @param {0 | 1} index */
  const summary = (pairs, index) => {
    const results = pairs.map((pair) => pair[index]);
    const mean = (/** @type {(r: RouteResult) => number} */ pick) =>
      results.reduce((sum, result) => sum + pick(result), 0) / results.length;
    const p99s = results.map((result) => result.p99).sort((a, b) => a - b);
    return {
      rps: mean((r) => r.rps),
      p99: p99s[Math.floor(p99s.length / 2)] ?? 0,
      total: results.reduce((sum, result) => sum + result.total, 0),
      serviceCpuUs: mean((r) => r.serviceCpuUs),
      databaseCpuUs: mean((r) => r.databaseCpuUs),
    };
  };

  console.log('');
  console.log(
    `auth-service ${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} CPUs, ` +
      `${CONNECTIONS} connections, ${ROUNDS} x ${DURATION}s per route, LOG_LEVEL=${LOG_LEVEL}, ` +
      `${database}, load average ${os.loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
  console.log(
    'requests/s, CPU per request (service; with PostgreSQL also its server): mean of the rounds; ' +
      'p99: median of the rounds',
  );
  console.log(
    '| build            | route            | requests/s |      p99 |  requests | service CPU/request | database CPU/request |',
  );
  console.log(
    '| ---------------- | ---------------- | ---------- | -------- | --------- | ------------------- | -------------------- |',
  );
  /** @type {string[]} */
  const verdicts = [];
  for (const target of targets) {
    const pairs = rounds.get(target) ?? [];
    const health = summary(pairs, 0);
    const me = summary(pairs, 1);
    const label = target.root === REPO_ROOT ? 'this checkout' : 'baseline';
    const row = (/** @type {string} */ route, /** @type {RouteResult} */ r) =>
      `| ${label.padEnd(16)} | ${route.padEnd(16)} | ${r.rps.toFixed(0).padStart(10)} | ` +
      `${`${r.p99} ms`.padStart(8)} | ${String(r.total).padStart(9)} | ` +
      `${`${r.serviceCpuUs.toFixed(1)} us`.padStart(19)} | ` +
      `${(target.pgDataDir === undefined ? '-' : `${r.databaseCpuUs.toFixed(1)} us`).padStart(20)} |`;
    console.log(row('GET /api/health', health));
    console.log(row('GET /api/me', me));
    const ratio = me.rps / health.rps;
    verdicts.push(
      `${target.name}: /api/me keeps ${(ratio * 100).toFixed(1)}% of /api/health's throughput ` +
        `(target at least ${TARGET_RATIO * 100}%): ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}; ` +
        `the service's CPU per request, health's over me's: ` +
        `${((health.serviceCpuUs / me.serviceCpuUs) * 100).toFixed(1)}%`,
    );
  }
  for (const verdict of verdicts) console.log(verdict);
} finally {
  for (const cleanUp of cleanUps) await cleanUp();
  await keySet.close();
}
