// `npm run test:unit`: every workspace's unit and API tests (browser tests run in scripts/e2e.mjs).
module.exports = {
  // PostgreSQL and Redis from testcontainers when no DATABASE_URL/REDIS_URL is given and
  // a Docker engine answers; otherwise the environment's services.
  globalSetup: '<rootDir>/scripts/jest-global-setup.js',
  globalTeardown: '<rootDir>/scripts/jest-global-teardown.js',
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
    '<rootDir>/scripts',
  ],
};
