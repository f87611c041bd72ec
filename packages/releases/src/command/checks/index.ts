export { describeBuild, type BuildFacts } from './describe-build';
export { runChecks, type CheckOptions } from './run-checks';
