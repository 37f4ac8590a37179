// One jest set-up for every package: swc transpiles TypeScript/JSX (fast on 2 cores),
// jsdom for React packages, node for auth-service and scripts.
const path = require('node:path');

/** @param {{ environment?: 'jsdom' | 'node' }} [options] */
module.exports = function jestPreset(options = {}) {
  const environment = options.environment ?? 'jsdom';
  return {
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.join(__dirname, 'scripts/jest/setup-dom.ts')] : [],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  };
};
