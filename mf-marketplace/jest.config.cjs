module.exports = {
  displayName: require('./package.json').name,
  ...require('../jest.preset.cjs')(),
  // The screen tests render the whole area and type into it; on a busy two-core machine that
  // can outlast jest's default 5 seconds without anything being wrong.
  testTimeout: 15_000,
};
