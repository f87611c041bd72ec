export * from './form-actions';
export type * from './route-actions';
export * from './public-reads';
export type * from './page-head';
export type * from './site-config';
export * from './remote-list';
export * from './remote-releases';
export * from './partners';
