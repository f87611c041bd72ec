import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions } from 'typeorm';
import { AuditModule } from './platform/auth/audit/audit.module';
import { AuthModule } from './platform/auth/auth.module';
import { CdnModule } from './platform/cdn/cdn.module';
import { SERVICE_CONFIG, ServiceConfig } from './config';
import { replicaDataSourceOptions, runMigrations, serviceDataSourceOptions } from './platform/database/data-source';
import { ReplicaReads } from './platform/database/replica-reads';
import { writeTo } from './platform/database/write-transaction';
import { HealthModule } from './platform/health/health.module';
import { IdempotencyModule } from './platform/idempotency/idempotency.module';
import { PublicReadsModule } from './platform/public-reads/public-reads.module';
import { ReleasesModule } from './releases';
import {
  CategoriesModule,
  DeviceReportsModule,
  DownloadsModule,
  DriverPackagesModule,
  DriversModule,
  FeedsModule,
  HardwareIdsModule,
  MakerCatalogsModule,
  ManufacturersModule,
  PrintersModule,
  SearchModule,
  SitemapModule,
} from './catalogue';
import { PartnersModule, WebhooksModule } from './partners';
import { ConsentModule, ContactModule, PrivacyRequestsModule } from './visitors';
import { RetentionModule } from './platform/retention/retention.module';

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
  DriverPackagesModule,
  MakerCatalogsModule,
  DeviceReportsModule,
  SitemapModule,
  RetentionModule,
  ReleasesModule,
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
        return writeTo(await new DataSource(options as DataSourceOptions).initialize());
      },
    });
    const configProvider = { provide: SERVICE_CONFIG, useValue: config };
    // The public reads' replica (DATABASE_READ_URL), beside the primary: a DataSource of its own, connected when first read.
    const replica = {
      provide: ReplicaReads,
      useFactory: (primary: DataSource) => new ReplicaReads(primary, replicaDataSourceOptions(config)),
      inject: [DataSource],
    };
    return { module: AppModule, global: true, imports: [database, ...FEATURES], providers: [configProvider, replica], exports: [configProvider, replica] };
  }
}
