import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { loadShippedPackages } from './shipped-driver-packages';

/** The drivers' packages: the shipped declarations loaded at start (when they are not yet), and the operator's INF imports. */
@Injectable()
export class DriverPackagesService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DriverPackages');

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Before the service answers, so that its first report already reads the shipped declarations. Data that cannot be
   * loaded leaves the declarations loaded before, and the service answering from them.
   */
  async onApplicationBootstrap(): Promise<void> {
    try {
      const loaded = await loadShippedPackages(this.db);
      if (loaded?.skipped.length)
        this.logger.warn(`Shipped driver packages of drivers the catalogue does not have were skipped: ${loaded.skipped.join(', ')}.`);
    } catch (error) {
      this.logger.error(`The shipped driver packages could not be loaded (${(error as Error).message}): reports read the declarations loaded before.`);
    }
  }
}
