// The category pages' lists, filters and panels: /category/{name}, Graphics Cards and the device pages.
import './components/category-pages.css'; // the classes of the page that composes this feature
export { useCategoryDrivers } from './api/category-drivers';
export { default as CategoryAbout } from './components/CategoryAbout';
export { default as DeviceInfoCards } from './components/DeviceInfoCards';
export { default as DeviceSearchPanel } from './components/DeviceSearchPanel';
export { default as DriverGrid } from './components/DriverGrid';
export { default as DriverSkeletons } from './components/DriverSkeletons';
export { default as GraphicsOsFilter } from './components/GraphicsOsFilter';
export { default as GraphicsVendors } from './components/GraphicsVendors';
export { ALL_TYPES, matchesDeviceFilters } from './device-filter';
export { DEVICE_PAGES, type DeviceCategory } from './device-pages';
export { GRAPHICS_FEATURED_LIMIT, DEVICE_PAGE_SKELETONS, DRIVER_LIST_SKELETONS } from './limits';
export { runsOn, type GraphicsOs } from './graphics-os';
