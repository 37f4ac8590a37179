import testSummary from './lib/test-summary.cjs';

const { summarize, summaryLines } = testSummary;

const passingSteps = [
  { step: 'typecheck', ok: true, seconds: 1 },
  { step: 'lint', ok: true, seconds: 1 },
  { step: 'format', ok: true, seconds: 1 },
  { step: 'unit and API tests', ok: true, seconds: 1, runner: 'jest' as const },
  { step: 'build', ok: true, seconds: 1 },
  { step: 'browser tests', ok: true, seconds: 1, runner: 'playwright' as const },
];

const unit = {
  numPassedTests: 10,
  numFailedTests: 0,
  numPendingTests: 2,
  numTodoTests: 0,
  testResults: [
    {
      name: '/repo/a.test.ts',
      status: 'passed',
      message: '',
      assertionResults: [
        { status: 'passed', title: 'works' },
        { status: 'pending', title: 'PostgreSQL variant skipped: TEST_DATABASE_URL is not set' },
      ],
    },
    {
      name: '/repo/b.test.ts',
      status: 'passed',
      message: '',
      assertionResults: [
        { status: 'pending', title: 'PostgreSQL variant skipped: TEST_DATABASE_URL is not set' },
      ],
    },
  ],
};

const e2e = {
  stats: { expected: 5, unexpected: 0, flaky: 1, skipped: 1 },
  suites: [
    {
      file: 'checkout.spec.ts',
      specs: [],
      suites: [
        {
          specs: [
            {
              title: 'pays',
              file: 'checkout.spec.ts',
              line: 12,
              tests: [{ status: 'flaky', projectName: 'chromium' }],
            },
          ],
        },
      ],
    },
  ],
};

describe("npm test's closing summary (scripts/lib/test-summary.cjs)", () => {
  it('counts each check as a test and adds the skipped tests', () => {
    const summary = summarize({ steps: passingSteps, unit, e2e });
    // 4 checks + 10 jest + 5 expected + 1 flaky browser test
    expect(summary.line).toBe('Tests: 20 passed, 0 failed, 3 skipped');
  });

  it.each([
    ['typecheck', 'typecheck'],
    ['lint', 'lint'],
    ['format', 'format'],
    ['build', 'build'],
  ])('counts a failed %s as a failed test', (_name, failing) => {
    const steps = passingSteps.map((step) =>
      step.step === failing ? { ...step, ok: false } : step,
    );
    const summary = summarize({ steps, unit, e2e });
    expect(summary.failed).toBe(1);
    expect(summary.passed).toBe(19);
    expect(summary.failedChecks).toEqual([failing]);
  });

  it('counts a jest test file that failed to load as a failed test', () => {
    const broken = {
      ...unit,
      testResults: [
        ...unit.testResults,
        {
          // As jest's --json report has it (seen on a file importing a missing module).
          name: '/repo/broken.test.ts',
          status: 'failed',
          message: "  ● Test suite failed to run\n\n    Cannot find module './missing'",
          assertionResults: [],
        },
      ],
    };
    const steps = passingSteps.map((step) =>
      step.runner === 'jest' ? { ...step, ok: false } : step,
    );
    const summary = summarize({ steps, unit: broken, e2e });
    expect(summary.unloaded).toEqual(['/repo/broken.test.ts']);
    expect(summary.failed).toBe(1);
    expect(summaryLines({ steps, unit: broken, e2e })).toContain(
      'test file failed to load: /repo/broken.test.ts',
    );
  });

  it('counts a runner that failed without a failed test, or wrote no report, as one failed test', () => {
    const steps = passingSteps.map((step) =>
      step.runner === 'jest' ? { ...step, ok: false } : step,
    );
    expect(summarize({ steps, unit: null, e2e }).failed).toBe(1);
    expect(summarize({ steps, unit, e2e }).runnerFailures).toEqual(['unit and API tests']);
  });

  it('adds the failed tests of both runners, a file with failed tests counting by its tests', () => {
    const steps = passingSteps.map((step) =>
      step.runner === undefined ? step : { ...step, ok: false },
    );
    const failing = {
      name: '/repo/c.test.ts',
      status: 'failed',
      message: 'expected 1, received 2',
      assertionResults: [{ status: 'failed', title: 'adds' }],
    };
    const summary = summarize({
      steps,
      unit: { ...unit, numFailedTests: 3, testResults: [...unit.testResults, failing] },
      e2e: { ...e2e, stats: { ...e2e.stats, unexpected: 2 } },
    });
    expect(summary.failed).toBe(5);
    expect(summary.runnerFailures).toEqual([]);
  });

  it('lists the skip reasons before the Tests line and the flaky tests after it', () => {
    const lines = summaryLines({ steps: passingSteps, unit, e2e });
    const testsLine = lines.findIndex((line) => line.startsWith('Tests: '));
    expect(lines.slice(0, testsLine)).toContain(
      'skipped 2x: PostgreSQL variant skipped: TEST_DATABASE_URL is not set',
    );
    expect(lines.slice(testsLine + 1)).toEqual([
      'Flaky (failed, then passed on a retry): 1',
      '  flaky: checkout.spec.ts:12 › pays [chromium]',
    ]);
  });
});
