export * from './limits';
export * from './messages';
export * from './forms';
export * from './content';
export * from './auth';
export * from './admin';
export * from './uploads';
export * from './request-id';
