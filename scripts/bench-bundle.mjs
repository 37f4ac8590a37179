// @ts-check
// `npm run bench:bundle`: first-load JavaScript of the landing page, federated (the real build
// behind the real gateway) against the same page built as one monolithic bundle with the same
// libraries (scripts/bench/monolith.webpack.config.ts). Sizes are what the browser fetched until
// the page settled, each file gzip-compressed at the gateway's level (gzip_comp_level 6).
// Prints both, and their ratio (budget: at most 1.25x).
// Then Lighthouse's performance score and largest contentful paint of the landing page, behind
// the same gateway: mobile settings (simulated throttling), Debian's Chromium, median of
// LIGHTHOUSE_RUNS runs (target: score at least 95). `--lighthouse-only` measures only that, on
// the builds as they are (no build, no monolith).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildAll } from './build.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { startPlatform } from './lib/platform.mjs';

const BENCH_PORT = 8095;
const MONOLITH_PORT = 8096;
const MONOLITH_DIR = path.join(REPO_ROOT, '.cache/bench/monolith');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Loads `url`, waits for the landing heading, returns the JS files fetched and their sizes. */
async function firstLoadJs(/** @type {string} */ url) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage();
  /** @type {Map<string, { raw: number, gzip: number }>} */
  const files = new Map();
  /** @type {Promise<void>[]} */
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        files.set(new URL(response.url()).pathname, {
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
        });
      }),
    );
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The landing page's prerendered first screen is there before any code: wait until the area
  // has taken it over (the monolith has none), then until the network is idle.
  await page.locator('#atelier-prerendered').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await browser.close();
  const total = [...files.values()].reduce(
    (sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }),
    { raw: 0, gzip: 0 },
  );
  return { files, total };
}

/** A minimal static server for the monolith (index.html fallback like the gateway). */
function serveMonolith() {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    let file = path.join(MONOLITH_DIR, pathname);
    if (!file.startsWith(MONOLITH_DIR) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(MONOLITH_DIR, 'index.html');
    }
    response.setHeader(
      'Content-Type',
      file.endsWith('.js') ? 'application/javascript' : 'text/html; charset=utf-8',
    );
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(MONOLITH_PORT, () => resolve(server)));
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Lighthouse varies from run to run on a busy machine: its median over this many runs. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const LIGHTHOUSE_TARGET_SCORE = 95;

/**
 * @typedef {object} LighthouseRun
 * @property {number} score performance score, 0 to 100
 * @property {number} lcp largest contentful paint, ms
 * @property {number} fcp first contentful paint, ms
 * @property {number} tbt total blocking time, ms
 * @property {number} cls cumulative layout shift
 * @property {number} si speed index, ms
 * @property {string} lcpElement what the largest contentful paint was
 */

/**
 * Lighthouse's performance audit of `url` with its default mobile settings (a mid-range phone,
 * simulated slow 4G and 4x CPU slowdown), in Debian's Chromium launched by chrome-launcher.
 * @returns {Promise<LighthouseRun[]>}
 */
async function landingLighthouse(/** @type {string} */ url, /** @type {number} */ runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  /** @type {LighthouseRun[]} */
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        output: 'json',
        logLevel: 'error',
      });
      if (result === undefined) throw new Error('Lighthouse returned no result');
      // LIGHTHOUSE_REPORT_DIR keeps each run's full report (diagnostics: long tasks, request chains).
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        writeFileSync(
          path.join(process.env.LIGHTHOUSE_REPORT_DIR, `lighthouse-${run + 1}.json`),
          JSON.stringify(result.lhr, null, 1),
        );
      }
      const { audits, categories } = result.lhr;
      /** @param {string} id */
      const value = (id) => audits[id]?.numericValue ?? Number.NaN;
      const lcpDetails = /** @type {any} */ (audits['largest-contentful-paint-element']?.details);
      results.push({
        score: Math.round((categories.performance?.score ?? 0) * 100),
        lcp: value('largest-contentful-paint'),
        fcp: value('first-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        si: value('speed-index'),
        lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? 'unknown',
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** The median of `values` (the middle one of an odd number of runs). */
function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  const lower = sorted.length % 2 === 1 ? upper : sorted[middle - 1];
  if (upper === undefined || lower === undefined) throw new Error('No Lighthouse run');
  return (lower + upper) / 2;
}

/** The platform as the benchmark runs it: Keycloak on a port of its own, in memory. */
const startBenchPlatform = () =>
  startPlatform({
    port: BENCH_PORT,
    apiPort: 4095,
    keycloakPort: BENCH_PORT + 500,
    ephemeral: true,
    name: 'nginx-bench',
  });

function printLighthouse(/** @type {LighthouseRun[]} */ lighthouseRuns) {
  const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
  console.log(
    `\nLanding page, Lighthouse performance (mobile, simulated throttling, ${lighthouseRuns.length} runs):`,
  );
  for (const run of lighthouseRuns) {
    console.log(
      `  score ${String(run.score).padStart(3)}  LCP ${ms(run.lcp).padStart(8)}  FCP ${ms(run.fcp).padStart(8)}  TBT ${ms(run.tbt).padStart(7)}  CLS ${run.cls.toFixed(3)}  SI ${ms(run.si).padStart(8)}`,
    );
  }
  const elements = [...new Set(lighthouseRuns.map((run) => run.lcpElement))].join('", "');
  console.log(
    `\nMedian: score ${median(lighthouseRuns.map((run) => run.score))} ` +
      `(target: at least ${LIGHTHOUSE_TARGET_SCORE}), largest contentful paint ` +
      `${(median(lighthouseRuns.map((run) => run.lcp)) / 1000).toFixed(2)} s ("${elements}")`,
  );
}

async function lighthouseOnly() {
  const platform = await startBenchPlatform();
  try {
    printLighthouse(await landingLighthouse(`http://localhost:${BENCH_PORT}/`, LIGHTHOUSE_RUNS));
  } finally {
    await platform.stop();
  }
}

async function main() {
  await buildAll();
  const monolithBuild = spawnSync(
    'npx',
    ['webpack', '--config', 'scripts/bench/monolith.webpack.config.ts'],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  if (monolithBuild.status !== 0) throw new Error('The monolithic build failed');

  const platform = await startBenchPlatform();
  let federated;
  let lighthouseRuns;
  try {
    federated = await firstLoadJs(`http://localhost:${BENCH_PORT}/`);
    lighthouseRuns = await landingLighthouse(`http://localhost:${BENCH_PORT}/`, LIGHTHOUSE_RUNS);
  } finally {
    await platform.stop();
  }
  /** @type {any} */
  const server = await serveMonolith();
  let monolith;
  try {
    monolith = await firstLoadJs(`http://localhost:${MONOLITH_PORT}/`);
  } finally {
    server.close();
  }

  console.log('\nLanding page, first-load JavaScript (gzip level 6):');
  for (const [name, result] of /** @type {const} */ ([
    ['federated', federated],
    ['monolithic', monolith],
  ])) {
    console.log(
      `  ${name.padEnd(10)} ${kb(result.total.gzip).padStart(10)} compressed, ${kb(result.total.raw).padStart(10)} raw, ${result.files.size} files`,
    );
  }
  console.log('\n  federated files:');
  for (const [file, size] of [...federated.files].sort((a, b) => b[1].gzip - a[1].gzip)) {
    console.log(`    ${kb(size.gzip).padStart(10)}  ${file}`);
  }
  const ratio = federated.total.gzip / monolith.total.gzip;
  console.log(`\nRatio federated/monolithic: ${ratio.toFixed(2)}x (budget: at most 1.25x)`);
  printLighthouse(lighthouseRuns);
}

// Lets the event loop drain the child processes' handles before exiting.
(process.argv.includes('--lighthouse-only') ? lighthouseOnly() : main()).then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
