/**
 * The release reader: the release store (a folder, or an S3-compatible bucket whose SDK loads only when one is
 * configured) and the loader of a release's server build. The gateway imports this entry alone; the command teams
 * run, with its checks (which compile with TypeScript), is `@driveratlas/releases/command`.
 */
export * from './store';
export * from './server-build';
