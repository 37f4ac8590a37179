// @ts-check
// `npm run bench:bundle`: first-load JavaScript of the landing page, federated (the real build
// behind the real gateway) against the same page built as one monolithic bundle with the same
// libraries (scripts/bench/monolith.webpack.config.ts). Sizes are what the browser fetched until
// the page settled, each file gzip-compressed at the gateway's level (gzip_comp_level 6).
// Prints both, and their ratio (budget: at most 1.10x). Next to it, not instead of it: the
// JavaScript each had requested by the time the landing's own code had rendered its first screen
// (the federated page shows the prerendered hero before that; the monolith shows nothing).
// Then Lighthouse's performance score and largest contentful paint of the landing page, behind
// the same gateway: mobile settings (simulated throttling), Debian's Chromium, median of
// LIGHTHOUSE_RUNS runs (target: score at least 98, issue 23). `--lighthouse-only` measures only that, on
// the builds as they are (no build, no monolith).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildAll } from './build.mjs';
import {
  CHROMIUM_ARGS,
  LIGHTHOUSE_RUNS,
  mobileLighthouse,
  printLighthouse,
} from './lib/lighthouse.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { startPlatform } from './lib/platform.mjs';

const BENCH_PORT = 8095;
/** The landing's Lighthouse target (issue 23): higher than the platform's other pages'. */
const LANDING_LIGHTHOUSE_TARGET = 98;
const MONOLITH_PORT = 8096;
const MONOLITH_DIR = path.join(REPO_ROOT, '.cache/bench/monolith');

/** @param {Iterable<{ raw: number, gzip: number }>} sizes */
function sum(sizes) {
  const total = { raw: 0, gzip: 0 };
  for (const size of sizes) {
    total.raw += size.raw;
    total.gzip += size.gzip;
  }
  return total;
}

/**
 * Loads `url`, waits for the landing heading, returns the JS files fetched and their sizes, all
 * of them (until the network is idle) and those requested before the landing's code had
 * rendered its first screen.
 */
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
  // When the landing's code first shows its heading: in the federated page, the area replacing
  // the prerendered first screen (one commit); in the monolith, the heading appearing. Marked in
  // the page itself, so that the scripts requested before it are told apart by their timing.
  await page.addInitScript(() => {
    const win = /** @type {any} */ (window);
    new MutationObserver((_, observer) => {
      if (
        document.querySelector('h1') !== null &&
        document.getElementById('atelier-prerendered') === null
      ) {
        win.atelierFirstScreenAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
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
  const firstScreenFiles = new Set(
    await page.evaluate(() => {
      const at = /** @type {any} */ (window).atelierFirstScreenAt;
      if (typeof at !== 'number') throw new Error("The landing's first screen was never marked");
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < at)
        .map((entry) => new URL(entry.name).pathname);
    }),
  );
  await browser.close();
  const firstScreen = [...files].filter(([file]) => firstScreenFiles.has(file));
  return {
    files,
    total: sum(files.values()),
    firstScreen: { files: firstScreen.length, ...sum(firstScreen.map(([, size]) => size)) },
  };
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

/** The platform as the benchmark runs it: Keycloak on a port of its own, in memory. */
const startBenchPlatform = () =>
  startPlatform({
    port: BENCH_PORT,
    apiPort: 4095,
    keycloakPort: BENCH_PORT + 500,
    ephemeral: true,
    name: 'nginx-bench',
  });

async function lighthouseOnly() {
  const platform = await startBenchPlatform();
  try {
    printLighthouse(
      'Landing page',
      await mobileLighthouse(`http://localhost:${BENCH_PORT}/`, LIGHTHOUSE_RUNS),
      LANDING_LIGHTHOUSE_TARGET,
    );
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
    lighthouseRuns = await mobileLighthouse(`http://localhost:${BENCH_PORT}/`, LIGHTHOUSE_RUNS);
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
  console.log("  of which requested before the landing's code rendered its first screen:");
  for (const [name, result] of /** @type {const} */ ([
    ['federated', federated],
    ['monolithic', monolith],
  ])) {
    console.log(
      `  ${name.padEnd(10)} ${kb(result.firstScreen.gzip).padStart(10)} compressed, ${kb(result.firstScreen.raw).padStart(10)} raw, ${result.firstScreen.files} files`,
    );
  }
  console.log('\n  federated files:');
  for (const [file, size] of [...federated.files].sort((a, b) => b[1].gzip - a[1].gzip)) {
    console.log(`    ${kb(size.gzip).padStart(10)}  ${file}`);
  }
  const ratio = federated.total.gzip / monolith.total.gzip;
  console.log(`\nRatio federated/monolithic: ${ratio.toFixed(2)}x (budget: at most 1.10x)`);
  const firstScreenRatio = federated.firstScreen.gzip / monolith.firstScreen.gzip;
  console.log(
    `  before the landing's code rendered its first screen: ${firstScreenRatio.toFixed(2)}x (not the budget's figure)`,
  );
  printLighthouse('Landing page', lighthouseRuns, LANDING_LIGHTHOUSE_TARGET);
}

// Lets the event loop drain the child processes' handles before exiting.
(process.argv.includes('--lighthouse-only') ? lighthouseOnly() : main()).then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
