module.exports = {
  displayName: require('./package.json').name,
  ...require('../jest.preset.cjs')({ environment: 'node' }),
  // fastify's `inject` (light-my-request) requires cookie 2, which ships ESM only; Node 20.19+
  // loads it with require(esm) but jest's CommonJS runtime cannot, so swc compiles it here.
  transformIgnorePatterns: ['^(?!.*/node_modules/cookie/).*/node_modules/'],
};
