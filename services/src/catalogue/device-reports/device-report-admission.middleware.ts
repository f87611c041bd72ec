import { Inject, Injectable, NestMiddleware, ServiceUnavailableException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';
import { NO_ROOM_NOW } from './device-list-readers';
import { ListRoom } from './list-room';

/**
 * Lets a device list in only while there is room for it, before a byte of it is read: at most DEVICE_REPORTS_AT_ONCE
 * lists in progress (received, read, matched, answered), and DEVICE_REPORTS_PER_ADDRESS from one address. Any more is
 * answered 503 with Retry-After at once, so a crowd of lists costs the service a bounded amount of memory and time,
 * never a request that waits until the gateway gives up on it (504). A list's room is freed when its answer is sent or
 * its client has gone.
 */
@Injectable()
export class DeviceReportAdmission implements NestMiddleware {
  private readonly room: ListRoom;

  constructor(@Inject(SERVICE_CONFIG) config: Pick<ServiceConfig, 'deviceReports'>) {
    this.room = new ListRoom(config.deviceReports);
  }

  use(req: Request, res: Response, next: NextFunction): void {
    const free = this.room.take(req.ip ?? '');
    if (!free) return next(new ServiceUnavailableException(NO_ROOM_NOW));
    res.once('close', free);
    next();
  }
}
