const path = require('node:path');
const { swc, sharedModules } = require('../jest.preset');

module.exports = {
  displayName: 'frontend',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc(true), '^.+\\.mjs$': swc(false) },
  // Swiper ships ES modules only; let SWC turn it into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!swiper/)'],
  moduleNameMapper: {
    ...sharedModules,
    '^@/config/env$': path.join(__dirname, 'src/config/env.jest.ts'),
    // Before the alias: a stylesheet or image imported as '@/…/x.module.css' or '@/…/x.svg?url' is a stub too.
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|webp|avif|gif|svg|mp4|webm)(\\?.*)?$': path.join(__dirname, 'src/testing/file-stub.ts'),
    '^@/(.*)$': path.join(__dirname, 'src/$1'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'src/testing/setup-tests.ts')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
