export * from './browser';
export * from './cluster';
export * from './database';
export * from './database-link';
export * from './eventually';
export * from './own-socket';
export * from './processes';
export * from './site';
