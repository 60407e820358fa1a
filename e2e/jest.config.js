// Browser tests: jest + playwright-core driving Debian's Chromium against the whole running system.
// Run them with `npm run test:e2e` (scripts/e2e.mjs starts the system on its own ports first).
const { swc, sharedModules } = require('../jest.preset');

module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc(false) },
  moduleNameMapper: sharedModules,
  // specs/: browser journeys; reliability/: backups, faults and attacks against real processes
  // (CI sizes; FULL_RELIABILITY=1 for the full ones, see e2e/reliability/README.md); quality/: what
  // outside checkers (Lighthouse) and search engines read of every page kind.
  testMatch: ['<rootDir>/specs/*.spec.ts', '<rootDir>/reliability/**/*.spec.ts', '<rootDir>/quality/*.spec.ts'],
  // One browser at a time per run on a 2-core machine (npm test runs specs/ and reliability/ side by
  // side, each against its own system); pages of a real system take seconds, not milliseconds.
  maxWorkers: 1,
  testTimeout: 90_000,
  slowTestThreshold: 20,
};
