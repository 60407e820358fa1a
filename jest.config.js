// `npm run test:unit`: every workspace's unit and API tests (browser tests run in scripts/e2e.mjs).
module.exports = {
  projects: [
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/service-kit',
    '<rootDir>/gateway',
    '<rootDir>/content-service',
    '<rootDir>/auth-service',
    '<rootDir>/forms-service',
    '<rootDir>/upload-service',
    '<rootDir>/worker',
    '<rootDir>/frontend',
    '<rootDir>/deploy',
  ],
};
