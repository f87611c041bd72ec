export * from './categories';
export * from './manufacturers';
export * from './printer-brands';
export * from './forms';
export * from './release-date';
export * from './legal';
export * from './compatibility';
