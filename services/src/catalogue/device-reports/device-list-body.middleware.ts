import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { raw, type NextFunction, type Request, type Response } from 'express';
import { DEVICE_LIST_TOO_LARGE, MAX_DEVICE_LIST_BYTES } from '@driveratlas/driver-domain';

/** The content types a device list is sent as: pasted text, or a saved file as it is (UTF-16 included). */
export const DEVICE_LIST_TYPES = ['text/plain', 'application/octet-stream'];

const readBytes = raw({ type: DEVICE_LIST_TYPES, limit: MAX_DEVICE_LIST_BYTES });

/**
 * Reads a device list's body as bytes, up to 2 MB (more than the JSON bodies' 100 kB: a PC's list is large), for this
 * route alone; the readers decode it. A JSON body, parsed before, is refused: the list is sent as it was printed.
 */
export function deviceListBody(req: Request, res: Response, next: NextFunction): void {
  if (!Buffer.isBuffer(req.body) && req.body !== undefined && Object.keys(req.body as object).length)
    return next(new UnsupportedMediaTypeException(`Send the device list as it was printed, as ${DEVICE_LIST_TYPES.join(' or ')}.`));
  readBytes(req, res, (error?: { type?: string }) => {
    if (error?.type === 'entity.too.large') return next(new PayloadTooLargeException(DEVICE_LIST_TOO_LARGE));
    next(error);
  });
}
