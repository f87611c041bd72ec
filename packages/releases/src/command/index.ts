/** The release command's parts, for tests and tools that publish a build as a team's pipeline does (the bin is cli.js). */
export * from './publish';
export * from './release-api';
export * from './release';
