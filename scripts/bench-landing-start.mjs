// @ts-check
// `npm run bench:landing-start`: the main thread's work while the landing page starts, the part of
// Lighthouse's total blocking time the page's own code decides. Lighthouse's score is noise on a
// shared machine; so are the tasks' wall-clock durations. This measures each task's *thread CPU
// time* (the trace's `tdur`: time the main thread ran, not time it waited for a core taken by other
// work), times 4, which is what Lighthouse's mobile setting simulates (each task at 4x its observed
// duration on an unthrottled page). The page is loaded from the built platform behind the real
// gateway (as `npm run bench:bundle` loads it), in Debian's Chromium, several times.
// Prints, for each run, every task of the renderer's main thread over 50 ms (simulated) until the
// page settled (the area took over the prerendered first screen, the network was idle, then one
// more second), what ran in it, and the blocking time (each task's part over 50 ms, the tasks
// ending after the first contentful paint, as Lighthouse counts them); then the medians, and where
// the main thread's time went in all tasks, by script and kind of work.
//
// `-- --baseline DIR` loads, in turns with this checkout's builds, the shell and remotes built in
// another checkout DIR (a worktree of an older commit, built there), behind this checkout's
// gateway: two figures are comparable only when measured in the same minutes. `-- --runs N`
// (default 5), `-- --no-build` (builds as they are).
// `-- --profile` also records each load with V8's sampling profiler and prints, per build, the
// median self time of the page's JavaScript by package or source folder (the builds' source maps
// name them: `styled-components`, `stylis`, `react-dom`, `mf-landing/src/features`...). Sampled
// wall time, so it moves with the machine's load; read it as shares, beside the thread times.
// `-- --lighthouse` also runs Lighthouse (mobile, simulated throttling) on each build in the same
// turns and prints its total blocking time, first paint and the long tasks it counted (Lighthouse
// simulates each task at 4x its observed duration: a task of 12.5 ms here blocks there).
import { chromium } from '@playwright/test';
import sourceMap from 'source-map';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { startGateway } from './lib/gateway.mjs';
import { CHROMIUM_ARGS, mobileLighthouse } from './lib/lighthouse.mjs';
import { CACHE_DIR, REPO_ROOT } from './lib/paths.mjs';
import { startPlatform } from './lib/platform.mjs';
import { REMOTES } from './lib/remotes.cjs';

const { SourceMapConsumer } = sourceMap;

// The ports of this work's browser tests (ATELIER_E2E_PORT and ATELIER_E2E_API_PORT), +3 for the
// baseline: not to be run beside them.
const PORT = Number(process.env.ATELIER_E2E_PORT ?? 5460);
const API_PORT = Number(process.env.ATELIER_E2E_API_PORT ?? 5461);
const BASELINE_PORT = PORT + 3;
const LONG_TASK_MS = 50;
/** Trace events that name what a task ran (the script, the timer, the parsing, the layout). */
const WORK_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'EventDispatch',
  'XHRReadyStateChange',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'Layerize',
  'v8.compile',
  'v8.compileModule',
  'V8.GCFinalizeMC',
  'MajorGC',
  'MinorGC',
  'RunMicrotasks',
  'v8.produceCache',
  'v8.produceModuleCache',
  'v8.deserializeCache',
]);

/** @param {string} name */
const argValue = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const RUNS = Number(argValue('--runs') ?? 5);
/** Lighthouse's mobile CPU slowdown, applied to the measured thread time. */
const CPU_SLOWDOWN = 4;
const BASELINE = argValue('--baseline');
const LIGHTHOUSE = process.argv.includes('--lighthouse');
const PROFILE = process.argv.includes('--profile');
/** The remotes' URL folders and the apps whose `dist/` the gateway serves there. */
/** @type {Record<string, string>} */
const REMOTE_APPS = Object.fromEntries(REMOTES.map((remote) => [remote.segment, remote.app]));

/**
 * The self time of a V8 CPU profile of the page by area: the package (node_modules) or the app's
 * source folder a sample's function comes from, read from the build's source maps under `root`
 * (a checkout whose shell and remotes are built). Idle time and the browser's own are left out.
 * @param {any} profile @param {string} root
 */
function profileByArea(profile, root) {
  /** @type {Map<string, import('source-map').SourceMapConsumer | null>} */
  const maps = new Map();
  /** @param {string} url */
  const mapOf = (url) => {
    if (maps.has(url)) return maps.get(url) ?? null;
    let consumer = null;
    try {
      const { pathname } = new URL(url);
      const remote = /^\/remotes\/(\w+)\/(.*)$/.exec(pathname);
      const app = remote ? REMOTE_APPS[remote[1] ?? ''] : 'shell';
      const file = path.join(root, app ?? 'shell', 'dist', remote ? (remote[2] ?? '') : pathname);
      if (existsSync(`${file}.map`)) {
        consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
      }
    } catch {
      consumer = null;
    }
    maps.set(url, consumer);
    return consumer;
  };
  /** @type {Map<number, any>} */
  const nodes = new Map(profile.nodes.map((/** @type {any} */ node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const byArea = new Map();
  profile.samples.forEach((/** @type {number} */ id, /** @type {number} */ index) => {
    const frame = nodes.get(id)?.callFrame;
    const micros = profile.timeDeltas[index + 1] ?? 0;
    if (frame === undefined || ['(idle)', '(program)', '(root)'].includes(frame.functionName))
      return;
    let area = frame.url ? shortUrl(frame.url) : frame.functionName;
    const consumer = frame.url ? mapOf(frame.url) : null;
    if (consumer !== null) {
      const source =
        consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
          .source ?? '';
      const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      area = dependency
        ? (dependency[1] ?? source)
        : source
            .replace(/^webpack:\/\/[^/]*\//, '')
            .split('/')
            .slice(0, 3)
            .join('/') || area;
    }
    byArea.set(area, (byArea.get(area) ?? 0) + micros / 1000);
  });
  return byArea;
}

/**
 * One Lighthouse run of `url` (the benchmarks' settings): its blocking time, first paint and
 * the long tasks it counted, each with its script and simulated duration.
 * @param {string} url @param {string} reportDir
 */
async function lighthouseStart(url, reportDir) {
  process.env.LIGHTHOUSE_REPORT_DIR = reportDir;
  const [run] = await mobileLighthouse(url, 1);
  const report = JSON.parse(readFileSync(path.join(reportDir, 'lighthouse-1.json'), 'utf8'));
  /** @type {{ url: string, duration: number, startTime: number }[]} */
  const items = report.audits['long-tasks']?.details?.items ?? [];
  return {
    score: run?.score ?? 0,
    tbt: run?.tbt ?? 0,
    fcp: run?.fcp ?? 0,
    tasks: items.map(
      (item) =>
        `${Math.round(item.startTime)}+${Math.round(item.duration)} ms ${shortUrl(item.url)}`,
    ),
  };
}

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number, args?: any, cat?: string }} TraceEvent
 * @typedef {{ start: number, duration: number, work: string[] }} LongTask
 * @typedef {{ fcp: number, settled: number, blocking: number, longTasks: LongTask[], busy: number, work: Map<string, number>, profile?: Map<string, number> }} StartMeasure
 */

/** An event's thread CPU time, slowed down as Lighthouse simulates it, in ms. @param {TraceEvent} event */
const cpuMs = (event) => ((event.tdur ?? event.dur ?? 0) * CPU_SLOWDOWN) / 1000;

/** The file part of a script URL, enough to tell the page's scripts apart. */
function shortUrl(/** @type {string | undefined} */ url) {
  if (!url) return '';
  try {
    const { pathname } = new URL(url);
    // Without the content hash, so that two builds' files of the same name are told together.
    return pathname
      .split('/')
      .slice(-2)
      .join('/')
      .replace(/\.[0-9a-f]{10}\.js$/, '.js');
  } catch {
    return url.slice(-40);
  }
}

/**
 * What a task ran: its outermost named pieces of work, with their script or function, and the
 * milliseconds (slowed down) of each.
 * @param {TraceEvent} task @param {TraceEvent[]} events of the same thread, sorted by start
 */
function taskWork(task, events) {
  const end = task.ts + (task.dur ?? 0);
  /** @type {Map<string, number>} */
  const totals = new Map();
  let coveredUntil = task.ts;
  for (const event of events) {
    if (event.ts < task.ts) continue;
    if (event.ts >= end) break;
    if (event === task || !WORK_EVENTS.has(event.name) || event.ts < coveredUntil) continue;
    const data = event.args?.data ?? {};
    const what =
      event.name === 'FunctionCall'
        ? `${data.functionName || '(anonymous)'} ${shortUrl(data.url)}`
        : `${event.name} ${shortUrl(data.url ?? data.stackTrace?.[0]?.url)}`;
    totals.set(what.trim(), (totals.get(what.trim()) ?? 0) + cpuMs(event));
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  return totals;
}

/** A long task's work, largest first, the pieces of at least 2 ms. @param {Map<string, number>} totals */
function describeWork(totals) {
  return [...totals]
    .filter(([, ms]) => ms >= 2)
    .sort((a, b) => b[1] - a[1])
    .map(([what, ms]) => `${Math.round(ms)} ms ${what}`);
}

/**
 * The renderer main thread's tasks in `trace`, the long ones described, and the blocking time
 * after the first contentful paint.
 * @param {{ traceEvents: TraceEvent[] }} trace @param {string} origin
 * @returns {StartMeasure}
 */
function analyse(trace, origin) {
  const events = trace.traceEvents;
  const mainThreads = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  // The page's renderer: the main thread that evaluated the page's scripts.
  const main = mainThreads
    .map((thread) => ({
      thread,
      scripts: events.filter(
        (event) =>
          event.pid === thread.pid &&
          event.tid === thread.tid &&
          event.name === 'EvaluateScript' &&
          String(event.args?.data?.url ?? '').startsWith(origin),
      ).length,
    }))
    .sort((a, b) => b.scripts - a.scripts)[0]?.thread;
  if (main === undefined || main.pid === undefined) throw new Error('No renderer main thread');
  const own = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const fcpEvent = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === main.pid,
  );
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.pid === main.pid,
  );
  if (fcpEvent === undefined || navigation === undefined) throw new Error('No first paint traced');
  const tasks = own.filter((event) => event.name === 'RunTask');
  const lastTask = tasks[tasks.length - 1];
  /** @param {number} ts */
  const sinceNavigation = (ts) => (ts - navigation.ts) / 1000;
  let blocking = 0;
  let busy = 0;
  /** @type {Map<string, number>} */
  const work = new Map();
  /** @type {LongTask[]} */
  const longTasks = [];
  for (const task of tasks) {
    const duration = cpuMs(task);
    if (task.ts < navigation.ts) continue;
    busy += duration;
    const pieces = taskWork(task, own);
    for (const [what, ms] of pieces) work.set(what, (work.get(what) ?? 0) + ms);
    if (duration <= LONG_TASK_MS) continue;
    // Lighthouse counts the tasks after the first paint (this page paints before its scripts run).
    if (task.ts + (task.dur ?? 0) > fcpEvent.ts) blocking += duration - LONG_TASK_MS;
    longTasks.push({ start: sinceNavigation(task.ts), duration, work: describeWork(pieces) });
  }
  return {
    fcp: sinceNavigation(fcpEvent.ts),
    settled: lastTask === undefined ? 0 : sinceNavigation(lastTask.ts),
    blocking,
    longTasks,
    busy,
    work,
  };
}

/** One load of `url` with a fresh browser and cache, traced. */
async function traceStart(/** @type {string} */ url, /** @type {string} */ root) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const cdp = PROFILE ? await page.context().newCDPSession(page) : null;
    if (cdp !== null) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8',
        'v8.execute',
        'blink.user_timing',
        'loading',
      ],
    });
    await page.goto(url);
    await page.locator('#atelier-prerendered').waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const buffer = await browser.stopTracing();
    const profile = cdp === null ? undefined : (await cdp.send('Profiler.stop')).profile;
    // `BENCH_TRACE_DIR` keeps each run's trace (open it in Chromium's performance panel).
    if (process.env.BENCH_TRACE_DIR) {
      mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
      writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `trace-${Date.now()}.json`), buffer);
    }
    const measure = analyse(JSON.parse(buffer.toString('utf8')), new URL(url).origin);
    return profile === undefined ? measure : { ...measure, profile: profileByArea(profile, root) };
  } finally {
    await browser.close();
  }
}

const loadAverage = () => os.loadavg()[0]?.toFixed(1) ?? '?';

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The sampled self time by area, medians of the runs, one column per build. @param {Map<string, StartMeasure[]>} results */
function printProfiles(results) {
  const areas = new Set(
    [...results.values()].flatMap((measures) =>
      measures.flatMap((m) => [...(m.profile?.keys() ?? [])]),
    ),
  );
  const rows = [...areas]
    .map((area) => ({
      area,
      medians: [...results.values()].map((measures) =>
        median(measures.map((m) => m.profile?.get(area) ?? 0)),
      ),
    }))
    .filter((row) => Math.max(...row.medians) >= 3)
    .sort((a, b) => Math.max(...b.medians) - Math.max(...a.medians));
  console.log(
    `\n  JavaScript self time by area (ms, sampled, not slowed down, median): ${[...results.keys()].join(' | ')}`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.medians.map((ms) => String(Math.round(ms)).padStart(6)).join(' ')}  ${row.area}`,
    );
  }
}

/** @param {string} name @param {StartMeasure} measure */
function printRun(name, measure) {
  console.log(
    `\n${name}: blocking ${Math.round(measure.blocking)} ms, main thread busy ${Math.round(measure.busy)} ms, ` +
      `first paint ${Math.round(measure.fcp)} ms, last task at ${Math.round(measure.settled)} ms ` +
      `(load average ${loadAverage()})`,
  );
  for (const task of measure.longTasks) {
    console.log(`  task at ${Math.round(task.start)} ms: ${Math.round(task.duration)} ms`);
    for (const line of task.work.slice(0, 8)) console.log(`      ${line}`);
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) await buildAll();
  const platform = await startPlatform({
    port: PORT,
    apiPort: API_PORT,
    keycloakPort: PORT + 500,
    mailSmtpPort: PORT + 1700,
    mailWebPort: PORT + 1800,
    ephemeral: true,
    name: 'nginx-bench-start',
  });
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let baselineGateway;
  try {
    /** @type {[string, string, string][]} name, URL, the checkout whose builds it serves */
    const builds = [['this checkout', `http://localhost:${PORT}/`, REPO_ROOT]];
    if (BASELINE !== undefined) {
      const root = path.resolve(BASELINE);
      baselineGateway = await startGateway({
        port: BASELINE_PORT,
        opsPort: BASELINE_PORT + 1,
        apiPort: API_PORT,
        keycloakPort: PORT + 500,
        dir: path.join(CACHE_DIR, 'nginx-bench-start-baseline'),
        shellRoot: path.join(root, 'shell/dist'),
        remotesRoot: root,
      });
      builds.push([`baseline ${root}`, `http://localhost:${BASELINE_PORT}/`, root]);
    }
    /** @type {Map<string, StartMeasure[]>} */
    const results = new Map(builds.map(([name]) => [name, []]));
    /** @type {Map<string, number[]>} */
    const lighthouseResults = new Map(builds.map(([name]) => [name, []]));
    // A first load of each, not counted: the gateway's and the API's caches, Chromium's start.
    for (const [, url, root] of builds) await traceStart(url, root);
    for (let run = 0; run < RUNS; run += 1) {
      // In turns, and each turn in the other order: both builds see the same machine.
      const order = run % 2 === 0 ? builds : [...builds].reverse();
      for (const [name, url, root] of order) {
        const measure = await traceStart(url, root);
        results.get(name)?.push(measure);
        printRun(`${name}, run ${run + 1}`, measure);
        if (LIGHTHOUSE) {
          const lh = await lighthouseStart(
            url,
            path.join(
              CACHE_DIR,
              'bench-landing-start',
              name.replace(/\W+/g, '-'),
              `run-${run + 1}`,
            ),
          );
          lighthouseResults.get(name)?.push(lh.tbt);
          console.log(
            `  Lighthouse: score ${lh.score}, TBT ${Math.round(lh.tbt)} ms, FCP ${Math.round(lh.fcp)} ms (load average ${loadAverage()}); long tasks (start+simulated duration):`,
          );
          for (const task of lh.tasks) console.log(`      ${task}`);
        }
      }
    }
    console.log(
      `\nLanding start, thread CPU time x${CPU_SLOWDOWN}, ${RUNS} runs (${REPO_ROOT}), medians:`,
    );
    for (const [name, measures] of results) {
      console.log(
        `  ${name}: blocking ${Math.round(median(measures.map((m) => m.blocking)))} ms ` +
          `(runs: ${measures.map((m) => Math.round(m.blocking)).join(', ')}), ` +
          `longest task ${Math.round(median(measures.map((m) => Math.max(0, ...m.longTasks.map((t) => t.duration)))))} ms, ` +
          `main thread busy ${Math.round(median(measures.map((m) => m.busy)))} ms`,
      );
      const tbts = lighthouseResults.get(name) ?? [];
      if (tbts.length > 0) {
        console.log(
          `    Lighthouse TBT ${Math.round(median(tbts))} ms (runs: ${tbts.map(Math.round).join(', ')})`,
        );
      }
    }
    // Where the main thread's time went, all tasks from the navigation until settled, medians.
    const labels = new Set(
      [...results.values()].flatMap((measures) => measures.flatMap((m) => [...m.work.keys()])),
    );
    const rows = [...labels]
      .map((label) => ({
        label,
        medians: [...results.values()].map((measures) =>
          median(measures.map((m) => m.work.get(label) ?? 0)),
        ),
      }))
      .filter((row) => Math.max(...row.medians) >= 10)
      .sort((a, b) => Math.max(...b.medians) - Math.max(...a.medians));
    console.log(`\n  main thread's work (ms, median): ${[...results.keys()].join(' | ')}`);
    for (const row of rows) {
      console.log(
        `  ${row.medians.map((ms) => String(Math.round(ms)).padStart(6)).join(' ')}  ${row.label}`,
      );
    }
    if (PROFILE) printProfiles(results);
  } finally {
    baselineGateway?.kill('SIGQUIT');
    await platform.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
