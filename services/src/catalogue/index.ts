/** The catalogue context's public entry: its feature modules, as the service composes them (app.module.ts). Another context uses the catalogue only through what this file exports (a lint zone). */
export { CategoriesModule } from './categories/categories.module';
export { DeviceReportsModule } from './device-reports/device-reports.module';
export { DownloadsModule } from './downloads/downloads.module';
export { DriverPackagesModule } from './driver-packages/driver-packages.module';
export { DriversModule } from './drivers/drivers.module';
export { FeedsModule } from './feeds/feeds.module';
export { HardwareIdsModule } from './hardware-ids/hardware-ids.module';
export { MakerCatalogsModule } from './maker-catalogs/maker-catalogs.module';
export { ManufacturersModule } from './manufacturers/manufacturers.module';
export { PrintersModule } from './printers/printers.module';
export { SearchModule } from './search/search.module';
export { SitemapModule } from './sitemap/sitemap.module';
