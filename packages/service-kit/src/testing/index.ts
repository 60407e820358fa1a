export * from './test-database';
export * from './test-app';
export * from './test-tokens';
export * from './test-logger';
export * from './slow-client';
export * from './http-replies';
