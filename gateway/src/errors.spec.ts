import { upstreamRetryDelay } from './errors';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3000'), { code: 'ECONNREFUSED' });

describe('the proxy sends a request to the service again', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('once, for a %s whose connection was refused before any of it was sent', (method) => {
    expect(upstreamRetryDelay({ err: refused, req: { method }, attempt: 0 })).toBeGreaterThan(0);
    expect(upstreamRetryDelay({ err: refused, req: { method }, attempt: 1 })).toBeNull();
  });

  it('never for a request the service answered, a 503 with Retry-After included', () => {
    const answered = { statusCode: 503, headers: { 'retry-after': '5' } };
    expect(upstreamRetryDelay({ req: { method: 'GET' }, res: answered, attempt: 0 })).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never for a %s: its body is streamed through once', (method) => {
    expect(upstreamRetryDelay({ err: refused, req: { method }, attempt: 0 })).toBeNull();
  });

  it.each(['ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT'])(
    'never after %s: the request may have reached the service, or asking again would outlast the timeout',
    (code) => {
      expect(upstreamRetryDelay({ err: Object.assign(new Error(code), { code }), req: { method: 'GET' }, attempt: 0 })).toBeNull();
    },
  );
});
