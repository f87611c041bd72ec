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

  it.each(['ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'])(
    'once, for a GET whose connection closed (%s) before any answer: a service replica stopping or killed',
    (code) => {
      const err = Object.assign(new Error(code), { code });
      expect(upstreamRetryDelay({ err, req: { method: 'GET', url: '/api/search?q=rtx' }, attempt: 0 })).toBeGreaterThan(0);
      expect(upstreamRetryDelay({ err, req: { method: 'GET', url: '/api/search?q=rtx' }, attempt: 1 })).toBeNull();
      expect(upstreamRetryDelay({ err, req: { method: 'POST', url: '/api/drivers/1/download' }, attempt: 0 })).toBeNull();
    },
  );

  it('never for the GET that counts a download: it would be counted twice', () => {
    const err = Object.assign(new Error('reset'), { code: 'ECONNRESET' });
    expect(upstreamRetryDelay({ err, req: { method: 'GET', url: '/api/drivers/7/download-file' }, attempt: 0 })).toBeNull();
    expect(upstreamRetryDelay({ err, req: { method: 'GET', url: '/api/drivers/7/download-file?from=x' }, attempt: 0 })).toBeNull();
  });

  it.each(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT'])('never after %s: asking again would outlast the timeout', (code) => {
    expect(upstreamRetryDelay({ err: Object.assign(new Error(code), { code }), req: { method: 'GET' }, attempt: 0 })).toBeNull();
  });
});
