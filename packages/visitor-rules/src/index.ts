export * from './forms';
export * from './legal';
export * from './cookie-policy';
export * from './consent-cookie';
export * from './retention';
