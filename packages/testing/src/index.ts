export * from './browser';
export * from './database';
export * from './processes';
export * from './site';
