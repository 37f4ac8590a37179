// `npm run test:unit` at the root runs every package's unit tests in one jest process.
module.exports = {
  projects: [
    '<rootDir>/api-contract',
    '<rootDir>/shared-ui',
    '<rootDir>/inbox',
    '<rootDir>/shell',
    '<rootDir>/mf-landing',
    '<rootDir>/mf-marketplace',
    '<rootDir>/mf-freelancer',
    '<rootDir>/mf-client',
    '<rootDir>/mf-supplier',
    '<rootDir>/mf-plm',
    '<rootDir>/auth-service',
    '<rootDir>/scripts',
  ],
};
