import { Inject, Injectable, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { currentRequest } from '../../platform/common/request-context';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';
import type { ReadList } from './read-devices';

/** Said with every 503 of a list the service has no room for now. */
export const NO_ROOM_NOW = 'Many lists are being checked right now. Please send yours again in a few seconds.';

/**
 * The threads that read device lists (read-devices.ts: decode, parse, read each device's IDs), off the thread that
 * answers every request: a crowd of large lists leaves the health check, a contact message and every other request
 * to be answered as usual. DEVICE_REPORT_THREADS threads, each list read by one; the lists admitted
 * (DeviceReportAdmission) that no thread has yet wait in turn. A list still waiting when its request's time is up, or
 * whose client has gone, is dropped from the queue unread.
 */
@Injectable()
export class DeviceListReaders implements OnApplicationShutdown {
  private readonly pool: Piscina;

  constructor(@Inject(SERVICE_CONFIG) config: Pick<ServiceConfig, 'deviceReports'>) {
    const threads = config.deviceReports.threads;
    this.pool = new Piscina({
      filename: join(__dirname, 'read-devices.js'),
      name: 'readDevices',
      minThreads: threads,
      maxThreads: threads,
      // The admission bounds the lists in progress; the queue never holds more than they.
      maxQueue: config.deviceReports.atOnce,
      idleTimeout: 60_000,
    });
  }

  async read(bytes: Buffer): Promise<ReadList | { refused: string }> {
    const request = currentRequest();
    const signal = request && AbortSignal.any([request.signal, AbortSignal.timeout(Math.max(1, request.deadline - Date.now()))]);
    try {
      return await this.pool.run(bytes, { signal });
    } catch (error) {
      if (signal?.aborted) throw new ServiceUnavailableException(NO_ROOM_NOW);
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.destroy();
  }
}
