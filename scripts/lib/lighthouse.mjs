// @ts-check
// Lighthouse's performance audit of a page of the built platform, as the benchmarks run it
// (scripts/bench-bundle.mjs: the landing page; scripts/bench-profile-lighthouse.mjs: a public
// profile): mobile settings (simulated throttling), Debian's Chromium, several runs, the median.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse varies from run to run on a busy machine: its median over this many runs. */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
export const LIGHTHOUSE_TARGET_SCORE = 95;

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
export async function mobileLighthouse(/** @type {string} */ url, /** @type {number} */ runs) {
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
export function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  const lower = sorted.length % 2 === 1 ? upper : sorted[middle - 1];
  if (upper === undefined || lower === undefined) throw new Error('No Lighthouse run');
  return (lower + upper) / 2;
}

export function printLighthouse(
  /** @type {string} */ page,
  /** @type {LighthouseRun[]} */ lighthouseRuns,
  target = LIGHTHOUSE_TARGET_SCORE,
) {
  const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
  console.log(
    `\n${page}, Lighthouse performance (mobile, simulated throttling, ${lighthouseRuns.length} runs):`,
  );
  for (const run of lighthouseRuns) {
    console.log(
      `  score ${String(run.score).padStart(3)}  LCP ${ms(run.lcp).padStart(8)}  FCP ${ms(run.fcp).padStart(8)}  TBT ${ms(run.tbt).padStart(7)}  CLS ${run.cls.toFixed(3)}  SI ${ms(run.si).padStart(8)}`,
    );
  }
  const elements = [...new Set(lighthouseRuns.map((run) => run.lcpElement))].join('", "');
  console.log(
    `\nMedian: score ${median(lighthouseRuns.map((run) => run.score))} ` +
      `(target: at least ${target}), largest contentful paint ` +
      `${(median(lighthouseRuns.map((run) => run.lcp)) / 1000).toFixed(2)} s ("${elements}")`,
  );
}
