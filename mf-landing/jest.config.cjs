const preset = require('../jest.preset.cjs')();

module.exports = {
  displayName: require('./package.json').name,
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'],
  // RTK Query needs fetch's classes, which jsdom lacks (see the file).
  testEnvironment: '<rootDir>/jest.environment.cjs',
};
