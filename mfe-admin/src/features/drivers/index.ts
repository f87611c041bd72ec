export { DriversTab } from './DriversTab';
