// `npm run test:unit` at the root runs every package's unit tests in one jest process.
module.exports = {
  projects: [
    '<rootDir>/shared-ui',
    '<rootDir>/inbox',
    '<rootDir>/shell',
    '<rootDir>/mf-landing',
    '<rootDir>/mf-marketplace',
    '<rootDir>/mf-freelancer',
    '<rootDir>/mf-client',
    '<rootDir>/mf-supplier',
    '<rootDir>/auth-service',
    '<rootDir>/scripts',
  ],
  // A handle one of the suites leaves open kept the process alive after every test had passed,
  // which would stop `npm test` and CI. Traced (`--no-forceExit --detectOpenHandles`): the Manage
  // Products test's installFetch puts Node's MessageChannel on globalThis for undici, and React's
  // scheduler then holds a MessagePort open. Until that test fakes fetch without undici, exit once
  // the results are written.
  forceExit: true,
};
