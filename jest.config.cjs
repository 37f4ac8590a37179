// `npm run test:unit` at the root runs every package's unit tests in one jest process.
module.exports = {
  projects: [
    '<rootDir>/shared-ui',
    '<rootDir>/shell',
    '<rootDir>/mf-landing',
    '<rootDir>/mf-marketplace',
    '<rootDir>/mf-freelancer',
    '<rootDir>/mf-client',
    '<rootDir>/mf-supplier',
    '<rootDir>/auth-service',
    '<rootDir>/scripts',
  ],
  // A handle one of the suites leaves open (found on 2026-11-22 after the catalogue screens were
  // merged, not yet traced: `npx jest --detectOpenHandles` names it) kept the process alive after
  // every test had passed, which would stop `npm test` and CI. Exit once the results are written.
  forceExit: true,
};
