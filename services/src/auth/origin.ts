import type { Request } from 'express';

/**
 * A cookie-authenticated request that changes something must come from the site itself:
 * its Origin, when the browser sends one, must be the origin the request arrived on
 * (through the gateway's X-Forwarded-Host/Proto) or one the operator allowed.
 */
export function isSameOrigin(req: Request, allowedOrigins: string[]): boolean {
  const origin = req.get('origin');
  if (!origin) return true;
  const own = `${req.protocol}://${req.host}`;
  return origin === own || allowedOrigins.includes(origin);
}
