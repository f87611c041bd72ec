import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Takes the gateway's X-Request-Id (or makes one), answers with it and logs the request under it. */
export function requestIdMiddleware(logRequests: boolean) {
  const logger = new Logger('HTTP');
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.get('x-request-id');
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    if (logRequests) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        logger.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms id=${id}`);
      });
    }
    next();
  };
}
