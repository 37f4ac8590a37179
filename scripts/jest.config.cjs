// Tests of the repository's own tooling: compose and nginx static checks, registry generation.
module.exports = {
  displayName: 'scripts',
  ...require('../jest.preset.cjs')({ environment: 'node' }),
  testMatch: ['<rootDir>/**/*.test.ts'],
};
