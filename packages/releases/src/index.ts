export * from './store';
export * from './publish';
export * from './release-api';
export * from './server-build';
