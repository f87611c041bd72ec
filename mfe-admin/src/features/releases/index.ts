export { ReleasesTab } from './ReleasesTab';
