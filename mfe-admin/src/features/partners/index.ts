export { PartnersTab } from './PartnersTab';
