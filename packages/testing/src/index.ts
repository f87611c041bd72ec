export * from './browser';
export * from './database';
export * from './database-link';
export * from './eventually';
export * from './own-socket';
export * from './processes';
export * from './site';
