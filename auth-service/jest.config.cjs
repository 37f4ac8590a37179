const preset = require('../jest.preset.cjs')({ environment: 'node' });

module.exports = {
  displayName: require('./package.json').name,
  ...preset,
  // Longer timeouts: most files build the app, and creating its PGlite database (initdb in WASM)
  // takes seconds, more while other test files share the two cores.
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  // The API contract's TypeScript source (its package points Node at the built dist/).
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@atelier/api-contract$': '<rootDir>/../api-contract/src/index.ts',
  },
  transform: {
    ...preset.transform,
    '/node_modules/srvx/dist/.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // ESM-only packages, compiled to CommonJS for jest (Node itself loads them with require(esm)):
  // tus (uploads) and srvx, which it uses to turn Node requests into web ones.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(cookie|jose|kysely|@electric-sql/pglite|@tus/[^/]+|srvx)/).*/node_modules/',
  ],
};
