export * from './test-database';
export * from './test-app';
export * from './test-tokens';
