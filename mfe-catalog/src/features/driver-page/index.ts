// A driver's own page, /drivers/{id}/{slug}.
export { DriverProfile } from './components/DriverProfile';
