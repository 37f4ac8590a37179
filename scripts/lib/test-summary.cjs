// @ts-check
// The closing summary of `npm test` (scripts/test.mjs), kept apart from the runner so a test can
// hand it reports and steps: every check that failed is a failed test, whatever printed it.
'use strict';

/**
 * @typedef {{ step: string, ok: boolean, seconds: number, runner?: 'jest' | 'playwright' }} Step
 *   A step of the run; a step with a `runner` is counted by that runner's report, every other
 *   step (typecheck, lint, format, build, a service the tests need) counts as one test.
 */

/**
 * @typedef {{
 *   numPassedTests?: number, numFailedTests?: number, numPendingTests?: number,
 *   numTodoTests?: number,
 *   testResults?: { name: string, status?: string, message?: string,
 *     assertionResults?: { status: string, fullName?: string, title?: string }[] }[]
 * }} JestReport
 */

/**
 * @typedef {{ title: string, file?: string, line?: number,
 *   tests?: { status: string, projectName?: string }[] }} PlaywrightSpec
 * @typedef {{ title?: string, file?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }}
 *   PlaywrightSuite
 * @typedef {{ stats?: { expected?: number, unexpected?: number, flaky?: number,
 *   skipped?: number }, suites?: PlaywrightSuite[] }} PlaywrightReport
 */

/**
 * Test files that failed without a failed test (a syntax error, a module that does not resolve,
 * a throw at load or in a hook): jest counts no failed test for them, so each counts as one
 * failed test here. In jest's JSON report such a file has `status: 'failed'` and a `message`.
 * @param {JestReport | null} unit
 * @returns {string[]}
 */
function suitesThatFailedToLoad(unit) {
  return (unit?.testResults ?? [])
    .filter(
      (suite) =>
        suite.status === 'failed' &&
        !(suite.assertionResults ?? []).some((test) => test.status === 'failed'),
    )
    .map((suite) => suite.name);
}

/**
 * @param {PlaywrightSuite[]} suites
 * @returns {PlaywrightSpec[]}
 */
function specsOf(suites) {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites ?? [])]);
}

/**
 * Browser tests that failed and then passed on a retry: they count as passed, and are named
 * after the summary so nobody mistakes a flaky test for a green one.
 * @param {PlaywrightReport | null} e2e
 * @returns {string[]}
 */
function flakyTests(e2e) {
  return specsOf(e2e?.suites ?? []).flatMap((spec) =>
    (spec.tests ?? [])
      .filter((test) => test.status === 'flaky')
      .map(
        (test) =>
          `${spec.file ?? ''}:${String(spec.line ?? 0)} › ${spec.title}` +
          (test.projectName ? ` [${test.projectName}]` : ''),
      ),
  );
}

/**
 * Skipped jest tests grouped by title (a reason such as the PostgreSQL variant's is its title).
 * @param {JestReport | null} unit
 * @returns {{ title: string, count: number }[]}
 */
function skippedJestTests(unit) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const suite of unit?.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'pending' && test.status !== 'skipped' && test.status !== 'todo')
        continue;
      const title = test.title ?? test.fullName ?? '';
      counts.set(title, (counts.get(title) ?? 0) + 1);
    }
  }
  return [...counts].map(([title, count]) => ({ title, count }));
}

/**
 * @param {{ steps: Step[], unit: JestReport | null, e2e: PlaywrightReport | null }} run
 */
function summarize({ steps, unit, e2e }) {
  const checks = steps.filter((step) => step.runner === undefined);
  const failedChecks = checks.filter((step) => !step.ok).map((step) => step.step);
  const unloaded = suitesThatFailedToLoad(unit);
  const flaky = flakyTests(e2e);

  const jestFailed = (unit?.numFailedTests ?? 0) + unloaded.length;
  const e2eFailed = e2e?.stats?.unexpected ?? 0;
  // A runner that failed without a failed test in its report (it crashed, wrote no report, or
  // failed for a reason of its own) is one failed test, never a silent pass.
  const runnerFailures = steps
    .filter((step) => step.runner !== undefined && !step.ok)
    .filter((step) => (step.runner === 'jest' ? jestFailed === 0 : e2eFailed === 0))
    .map((step) => step.step);

  const passed =
    checks.length -
    failedChecks.length +
    (unit?.numPassedTests ?? 0) +
    (e2e?.stats?.expected ?? 0) +
    (e2e?.stats?.flaky ?? 0);
  const failed = failedChecks.length + jestFailed + e2eFailed + runnerFailures.length;
  const skipped =
    (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);

  return {
    passed,
    failed,
    skipped,
    failedChecks,
    unloaded,
    runnerFailures,
    flaky,
    skippedByTitle: skippedJestTests(unit),
    line: `Tests: ${String(passed)} passed, ${String(failed)} failed, ${String(skipped)} skipped`,
  };
}

/**
 * The summary as printed: each step, what failed outside the runners' own counts, the skip
 * reasons, the closing `Tests:` line, then the flaky tests.
 * @param {{ steps: Step[], unit: JestReport | null, e2e: PlaywrightReport | null }} run
 * @returns {string[]}
 */
function summaryLines(run) {
  const summary = summarize(run);
  const lines = ['=== Summary'];
  for (const { step, ok, seconds } of run.steps) {
    lines.push(`${ok ? 'ok    ' : 'FAILED'} ${step} (${String(seconds)}s)`);
  }
  for (const step of summary.failedChecks) lines.push(`failed check (1 failed test): ${step}`);
  for (const file of summary.unloaded) lines.push(`test file failed to load: ${file}`);
  for (const step of summary.runnerFailures) {
    lines.push(`failed without a failed test in its report (1 failed test): ${step}`);
  }
  for (const { title, count } of summary.skippedByTitle) {
    lines.push(`skipped ${String(count)}x: ${title}`);
  }
  lines.push(summary.line);
  if (summary.flaky.length > 0) {
    lines.push(`Flaky (failed, then passed on a retry): ${String(summary.flaky.length)}`);
    for (const test of summary.flaky) lines.push(`  flaky: ${test}`);
  }
  return lines;
}

module.exports = { summarize, summaryLines };
