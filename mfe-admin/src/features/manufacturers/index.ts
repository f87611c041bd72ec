export { ManufacturersTab } from './ManufacturersTab';
export { useManufacturers } from './api';
