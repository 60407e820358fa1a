// One jest setup for every workspace: SWC transpiles TypeScript (type checking is `npm run typecheck`),
// and the shared packages resolve to their sources so tests never need a build first.
const path = require('node:path');

const packages = path.join(__dirname, 'packages');

const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const sharedModules = {
  '^@site/contracts$': path.join(packages, 'contracts/src/index.ts'),
  '^@site/contracts/(.+)$': path.join(packages, 'contracts/src/$1'),
  '^@site/service-kit$': path.join(packages, 'service-kit/src/index.ts'),
  '^@site/service-kit/testing$': path.join(packages, 'service-kit/src/testing/index.ts'),
  '^@site/service-kit/internal-client$': path.join(packages, 'service-kit/src/internal-client.ts'),
  '^@site/testing$': path.join(packages, 'testing/src/index.ts'),
  // One module of it (`@site/testing/wait-for`): the index loads fast-check, smtp-server and multer,
  // seconds per test file.
  '^@site/testing/(.+)$': path.join(packages, 'testing/src/$1'),
};

/** Config for a Node workspace: unit tests beside the code, API tests in test/. */
function nodeProject(dir, overrides = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swc(false) },
    moduleNameMapper: sharedModules,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    testTimeout: 30_000,
    ...overrides,
  };
}

module.exports = { nodeProject, swc, sharedModules };
