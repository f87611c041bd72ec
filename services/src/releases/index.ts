/** The releases context's public entry: the only file of releases/ that the rest of the service imports. */
export { ReleasesModule } from './releases.module';
