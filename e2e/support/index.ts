export * from './base-url';
export * from './browser';
export * from './mail-catcher';
export * from './axe';
export * from './admin-session';
export * from './form-token';
