module.exports = {
  displayName: require('./package.json').name,
  ...require('../jest.preset.cjs')(),
};
