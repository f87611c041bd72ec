import { STATUS_CODES } from 'node:http';

/** The gateway answers errors in the service's JSON shape: { statusCode, error, message }. */
export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** How long a client should wait before asking again while the service is unavailable: it is restarted within seconds. */
export const RETRY_AFTER_SECONDS = 5;

const UPSTREAM_MESSAGES: Record<number, string> = {
  502: 'The catalogue service sent an invalid answer.',
  503: 'The catalogue service is unavailable. Please try again shortly.',
  504: 'The catalogue service took too long to answer.',
};

interface UpstreamFailure {
  code?: string;
  statusCode?: number;
  cause?: { code?: string };
}

/** Maps a failed call to the service to 502, 503 or 504; the proxy wraps the network error as its cause. */
export function upstreamStatus(error: UpstreamFailure): number {
  const status = statusForCode(error.cause?.code) ?? statusForCode(error.code);
  if (status) return status;
  return error.statusCode && error.statusCode >= 502 && error.statusCode <= 504 ? error.statusCode : 502;
}

function statusForCode(code: string | undefined): number | undefined {
  switch (code) {
    case 'ECONNREFUSED':
    case 'ECONNRESET':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
    case 'FST_REPLY_FROM_SERVICE_UNAVAILABLE':
      return 503;
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'FST_REPLY_FROM_GATEWAY_TIMEOUT':
      return 504;
    default:
      return undefined;
  }
}

/** Requests the proxy may send twice: safe (RFC 9110 9.2.1) and without a body (a body is streamed through once). */
const RESENDABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The one GET that changes something: it counts a download, so it is never sent twice. */
const COUNTS_A_DOWNLOAD = /\/download-file(?:\?|$)/;
/**
 * Failures without an answer: the connection refused (nothing was sent), or closed or reset before any of the answer
 * came: a service replica stopping (it closes its idle kept-alive connections, and one may have just been given a
 * request) or killed. Behind a load balancer, the request sent again goes to another replica.
 */
const NO_ANSWER = new Set(['ECONNREFUSED', 'EAI_AGAIN', 'ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const RESEND_AFTER_MS = 100;

/**
 * The proxy's retry rule (reply-from's retryDelay; its own default sends a GET answered 503 ten more times, taking
 * `Retry-After: 5` for 5 ms): the milliseconds to wait before sending the request to the service again, or null.
 * A request the service answered, whatever the status, is never sent again: its 503 and Retry-After go to the client,
 * and asking again at once would only load a struggling service. A safe request that had no answer because its
 * connection failed is sent again, once; a timeout is not (asking again would outlast the client's wait).
 */
export function upstreamRetryDelay({
  err,
  req,
  res,
  attempt,
}: {
  err?: Error;
  req: { method: string; url?: string };
  res?: unknown;
  attempt: number;
}): number | null {
  const code = (err as UpstreamFailure | undefined)?.code;
  const safe = RESENDABLE_METHODS.has(req.method) && !COUNTS_A_DOWNLOAD.test(req.url ?? '');
  const resend = !res && attempt === 0 && safe && code !== undefined && NO_ANSWER.has(code);
  return resend ? RESEND_AFTER_MS : null;
}

export function upstreamError(error: UpstreamFailure) {
  const status = upstreamStatus(error);
  return errorBody(status, UPSTREAM_MESSAGES[status]);
}
