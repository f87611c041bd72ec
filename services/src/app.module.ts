import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CategoriesModule } from './categories/categories.module';
import { ConsentModule } from './consent/consent.module';
import { ContactModule } from './contact/contact.module';
import { SERVICE_CONFIG, ServiceConfig } from './config';
import { dataSourceOptions } from './database/data-source';
import { DownloadsModule } from './downloads/downloads.module';
import { DriversModule } from './drivers/drivers.module';
import { HealthModule } from './health/health.module';
import { PrintersModule } from './printers/printers.module';
import { PrivacyRequestsModule } from './privacy-requests/privacy-requests.module';
import { SearchModule } from './search/search.module';

const FEATURES = [
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
];

@Module({})
export class AppModule {
  /** The feature modules on PostgreSQL (migrations run at start), with `config` injectable everywhere as SERVICE_CONFIG. */
  static forRoot(config: ServiceConfig): DynamicModule {
    const database = TypeOrmModule.forRoot({ ...dataSourceOptions(config), retryAttempts: 5, retryDelay: 1000 });
    const configProvider = { provide: SERVICE_CONFIG, useValue: config };
    return { module: AppModule, global: true, imports: [database, ...FEATURES], providers: [configProvider], exports: [configProvider] };
  }
}
