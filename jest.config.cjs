// `npm run test:unit` at the root runs every package's unit tests in one jest process.
// The remotes are those of nginx/registry.json (scripts/lib/remotes.cjs).
const { REMOTES } = require('./scripts/lib/remotes.cjs');

module.exports = {
  projects: [
    '<rootDir>/api-contract',
    '<rootDir>/shared-ui',
    '<rootDir>/inbox',
    '<rootDir>/shell',
    ...REMOTES.map((remote) => `<rootDir>/${remote.app}`),
    '<rootDir>/auth-service',
    '<rootDir>/scripts',
  ],
};
