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

export function upstreamError(error: UpstreamFailure) {
  const status = upstreamStatus(error);
  return errorBody(status, UPSTREAM_MESSAGES[status]);
}
