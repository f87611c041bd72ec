import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions } from 'typeorm';
import { AuditModule } from './auth/audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CategoriesModule } from './categories/categories.module';
import { CdnModule } from './cdn/cdn.module';
import { ConsentModule } from './consent/consent.module';
import { ContactModule } from './contact/contact.module';
import { SERVICE_CONFIG, ServiceConfig } from './config';
import { runMigrations, serviceDataSourceOptions } from './database/data-source';
import { readsFrom } from './database/replica-reads';
import { writeTo } from './database/write-transaction';
import { DeviceReportsModule } from './device-reports/device-reports.module';
import { DownloadsModule } from './downloads/downloads.module';
import { DriversModule } from './drivers/drivers.module';
import { FeedsModule } from './feeds/feeds.module';
import { HardwareIdsModule } from './hardware-ids/hardware-ids.module';
import { HealthModule } from './health/health.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { ManufacturersModule } from './manufacturers/manufacturers.module';
import { PartnersModule } from './partners/partners.module';
import { PrintersModule } from './printers/printers.module';
import { PrivacyRequestsModule } from './privacy-requests/privacy-requests.module';
import { PublicReadsModule } from './public-reads/public-reads.module';
import { RemoteReleasesModule } from './remote-releases/remote-releases.module';
import { RetentionModule } from './retention/retention.module';
import { SearchModule } from './search/search.module';
import { SitemapModule } from './sitemap/sitemap.module';
import { WebhooksModule } from './webhooks/webhooks.module';

const FEATURES = [
  PublicReadsModule,
  ManufacturersModule,
  DriversModule,
  CategoriesModule,
  PrintersModule,
  DownloadsModule,
  ContactModule,
  PrivacyRequestsModule,
  ConsentModule,
  AuthModule,
  AuditModule,
  HealthModule,
  SearchModule,
  IdempotencyModule,
  HardwareIdsModule,
  DeviceReportsModule,
  SitemapModule,
  RetentionModule,
  RemoteReleasesModule,
  WebhooksModule,
  CdnModule,
  PartnersModule,
  FeedsModule,
];

@Module({})
export class AppModule {
  /** The feature modules on PostgreSQL (migrations run at start), with `config` injectable everywhere as SERVICE_CONFIG. */
  static forRoot(config: ServiceConfig): DynamicModule {
    const database = TypeOrmModule.forRootAsync({
      useFactory: () => ({ ...serviceDataSourceOptions(config), retryAttempts: 5, retryDelay: 1000 }),
      dataSourceFactory: async (options) => {
        await runMigrations(config);
        return writeTo(readsFrom(await new DataSource(options as DataSourceOptions).initialize(), config.databaseReadUrl));
      },
    });
    const configProvider = { provide: SERVICE_CONFIG, useValue: config };
    return { module: AppModule, global: true, imports: [database, ...FEATURES], providers: [configProvider], exports: [configProvider] };
  }
}
