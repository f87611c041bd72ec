import type { NextFunction, Request, Response } from 'express';

/** The answer header that says a request's Global Privacy Control signal was honored (documented in the OpenAPI description). */
export const PRIVACY_OPT_OUT_HEADER = 'Privacy-Opt-Out';

/** True when the request carries `Sec-GPC: 1`. */
export function sendsGlobalPrivacyControl(request: Pick<Request, 'headers'>): boolean {
  return request.headers['sec-gpc'] === '1';
}

/**
 * A request carrying `Sec-GPC: 1` is treated as the visitor's opt-out of the sale and sharing of their
 * personal information (California regulations, section 7025): every answer says so in `Privacy-Opt-Out`.
 */
export function globalPrivacyControl(request: Request, response: Response, next: NextFunction): void {
  if (sendsGlobalPrivacyControl(request)) response.setHeader(PRIVACY_OPT_OUT_HEADER, 'sale, sharing');
  next();
}
