export { OverviewTab } from './OverviewTab';
