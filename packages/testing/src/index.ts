export * from './wait-for';
export * from './databases';
export * from './processes';
export * from './fuzz';
export * from './sign-in-fuzz';
export * from './smtp-catcher';
export * from './mime';
export * from './fake-upload-service';
