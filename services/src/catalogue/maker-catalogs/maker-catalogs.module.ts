import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module';
import { DriversModule } from '../drivers/drivers.module';
import { AdminCatalogImportsController } from './admin-catalog-imports.controller';
import { CatalogImportsService } from './catalog-imports.service';
import { catalogUploadBody } from './catalog-upload.middleware';

/** The PC makers' catalogs (Dell's, Lenovo's, HP's), imported into the catalogue from the admin or `npm run import`. */
@Module({
  imports: [AuthModule, DriversModule],
  controllers: [AdminCatalogImportsController],
  providers: [CatalogImportsService],
  exports: [CatalogImportsService],
})
export class MakerCatalogsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(catalogUploadBody)
      .forRoutes(
        { path: 'admin/catalog-imports/:format', method: RequestMethod.POST },
        { path: 'admin/catalog-imports/:format/preview', method: RequestMethod.POST },
      );
  }
}
