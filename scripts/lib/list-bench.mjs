// @ts-check
// The runner of the list benchmarks (bench:catalogue, bench:directory, bench:jobs): builds
// auth-service, lets it migrate an empty database, fills it with the list's rows (script-only
// SQL, scripts/lib/list-fixtures.mjs) while the service is stopped (PGlite: one process at a
// time), starts it again and loads each case: p50 and p95 latency at a fixed concurrency, and the
// service's own CPU time per request (from /proc, user + system, so the client's share and other
// processes' are not in it: the figure that least depends on what else runs on the machine).
//
// Options (arguments, or the environment for the first two):
//   --postgres            a throwaway PostgreSQL server (scripts/lib/postgres.mjs), not PGlite
//   --concurrency N       requests in flight (BENCH_CONCURRENCY, 20)
//   --requests N          requests per case (BENCH_REQUESTS, 400)
//   --no-build            use auth-service/dist as it is
//   --cpu-prof DIR        run the service under `node --cpu-prof`, profiles written to DIR
//   --data DIR            PGlite only: keep the filled database in DIR and reuse it next time
//   --json FILE           also write the figures as JSON (scripts/bench-lists.mjs reads them)
//   --cases REGEX         only the cases whose name matches
//   --runs N              measure N times in a row on the same data (a fresh service each time)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthService, startKeySet } from './api-harness.mjs';
import { load } from './http-load.mjs';
import { cpuMsOf } from './process-cpu.mjs';
import { REPO_ROOT } from './paths.mjs';
import { startTestPostgres } from './postgres.mjs';

export const BUDGET_MS = 50;

/**
 * The budget counts runs on a quiet machine: a load average up to 2 (docs/architecture.md,
 * "Performance budgets"). A run saturates both cores by itself (20 clients and the service), so
 * the load average at its end is mostly the run's own; what says whether the machine was quiet
 * is the load before it. The previous run's own load is let decay first (up to SETTLE_MS), so
 * runs in a row are each measured from a settled machine rather than from the one before.
 */
export const QUIET_LOAD = 2;
const SETTLED_LOAD = 1;
const SETTLE_MS = 60_000;

/** The 1-minute load average once it is down to SETTLED_LOAD, or after SETTLE_MS. */
async function settledLoad() {
  const deadline = Date.now() + SETTLE_MS;
  while ((os.loadavg()[0] ?? 0) > SETTLED_LOAD && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return os.loadavg()[0] ?? NaN;
}

/** The value after `--name` (or of `--name=value`), if given. @param {string} name */
function option(name) {
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === `--${name}`) return args[index + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

/**
 * @typedef {{ name: string, params: Record<string, string> }} BenchCase
 * @typedef {{ name: string, p50: number, p95: number, cpuMs: number }} CaseResult
 * @param {{
 *   bench: string,
 *   route: string,
 *   describe: string,
 *   cases: BenchCase[],
 *   fill: string[],
 *   afterFill: string[],
 *   before?: (base: string) => Promise<void>,
 *   headers?: (sign: (sub: string, claims?: object) => Promise<string>) => Promise<Record<string, string>>,
 * }} spec `fill`: SQL run with exec (several statements each); `afterFill`: one statement each,
 *   outside a transaction (VACUUM, ANALYZE); `before`: run once against the started service; `headers`: those of every request, made with
 *   the bench's key set (a signed-in list's token).
 */
export async function runListBench(spec) {
  const requests = Number(option('requests') ?? process.env.BENCH_REQUESTS ?? 400);
  const concurrency = Number(option('concurrency') ?? process.env.BENCH_CONCURRENCY ?? 20);
  const usePostgres = process.argv.includes('--postgres');
  const cpuProfDir = option('cpu-prof');
  const keptDataDir = usePostgres ? undefined : option('data');
  const jsonFile = option('json');
  const runs = Number(option('runs') ?? 1);
  const only = option('cases');
  const cases =
    only === undefined ? spec.cases : spec.cases.filter(({ name }) => new RegExp(only).test(name));

  if (!process.argv.includes('--no-build')) {
    console.log('Building auth-service...');
    const built = spawnSync('npm', ['run', '--silent', 'build', '-w', '@atelier/auth-service'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(1);
  }

  const postgres = usePostgres ? await startTestPostgres() : undefined;
  const dataDir = postgres
    ? undefined
    : (keptDataDir ?? mkdtempSync(path.join(os.tmpdir(), `atelier-${spec.bench}-`)));
  const reused = keptDataDir !== undefined && existsSync(path.join(keptDataDir, '.filled'));
  const database = postgres ? 'PostgreSQL (local server)' : 'PGlite (on disk)';
  const env = {
    LOG_LEVEL: 'warn',
    DATABASE_URL: postgres?.url ?? '',
    DATA_DIR: dataDir ?? 'memory://',
  };
  const keySet = await startKeySet();
  const headers = (await spec.headers?.(keySet.sign)) ?? {};

  try {
    if (!reused) {
      await (await startAuthService({ jwksUrl: keySet.jwksUrl, env })).stop();
      const filling = performance.now();
      if (postgres) {
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        for (const statement of spec.fill) await client.query(statement);
        for (const statement of spec.afterFill) await client.query(statement);
        await client.end();
      } else {
        const { PGlite } = await import('@electric-sql/pglite');
        const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
        const pglite = await PGlite.create(dataDir ?? '', { extensions: { pg_trgm } });
        for (const statement of spec.fill) await pglite.exec(statement);
        for (const statement of spec.afterFill) await pglite.exec(statement);
        await pglite.close();
        if (keptDataDir !== undefined) writeFileSync(path.join(keptDataDir, '.filled'), '');
      }
      console.log(
        `${spec.describe} inserted in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
      );
    }

    /** @type {{ loadBefore: number, load: number, worst: number, rows: CaseResult[] }[]} */
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const loadBefore = await settledLoad();
      const service = await startAuthService({
        jwksUrl: keySet.jwksUrl,
        env,
        nodeArgs: cpuProfDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`],
      });
      const pid = service.child.pid ?? 0;
      try {
        const base = `${service.url}${spec.route}`;
        await spec.before?.(base);
        // Warm-up: every case at the same concurrency (JIT, query plans, caches).
        for (const { params } of cases) {
          await load(
            `${base}?${new URLSearchParams(params)}`,
            2 * concurrency,
            concurrency,
            headers,
          );
        }

        /** @type {CaseResult[]} */
        const rows = [];
        for (const { name, params } of cases) {
          const cpuBefore = cpuMsOf(pid);
          const result = await load(
            `${base}?${new URLSearchParams(params)}`,
            requests,
            concurrency,
            headers,
          );
          const cpuMs = (cpuMsOf(pid) - cpuBefore) / requests;
          rows.push({ name, ...result, cpuMs });
          console.log(
            `  ${name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
              `service CPU ${cpuMs.toFixed(2)} ms per request`,
          );
        }
        const worst = Math.max(...rows.map((row) => row.p95));
        const load1 = os.loadavg()[0] ?? NaN;
        console.log('');
        console.log(
          `${spec.bench} ${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} CPUs, ` +
            `${database}, ${spec.describe}, ${requests} requests per case, ` +
            `${concurrency} concurrent, load average ${loadBefore.toFixed(1)} before the run, ` +
            `${load1.toFixed(1)} at its end`,
        );
        const width = Math.max(...rows.map((row) => row.name.length), 20);
        console.log(
          `| GET ${spec.route}?...${' '.repeat(Math.max(0, width - spec.route.length - 8))} | p50 (ms) | p95 (ms) | CPU/request (ms) |`,
        );
        console.log(`| ${'-'.repeat(width)} | -------- | -------- | ---------------- |`);
        for (const row of rows) {
          console.log(
            `| ${row.name.padEnd(width)} | ${row.p50.toFixed(1).padStart(8)} | ` +
              `${row.p95.toFixed(1).padStart(8)} | ${row.cpuMs.toFixed(2).padStart(16)} |`,
          );
        }
        console.log(
          `run ${run} of ${runs}: worst p95 ${worst.toFixed(1)} ms (budget ${BUDGET_MS} ms): ` +
            `${worst < BUDGET_MS ? 'met' : 'NOT met'}`,
        );
        results.push({ loadBefore, load: load1, worst, rows });
      } finally {
        await service.stop();
      }
    }
    if (jsonFile !== undefined) {
      writeFileSync(
        jsonFile,
        JSON.stringify({ bench: spec.bench, database, concurrency, results }),
      );
    }
    return results;
  } finally {
    await keySet.close();
    await postgres?.stop();
    if (dataDir && keptDataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}
