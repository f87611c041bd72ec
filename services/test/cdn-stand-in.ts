import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A purge the stand-in accepted: which CDN's API was asked, and the keys. */
export interface StandInPurge {
  api: 'fastly' | 'cloudflare';
  keys: string[];
}

export interface CdnStandIn {
  /** The base address, for CDN_API_URL. */
  url: string;
  /** Every purge request it accepted, in order. */
  purges: StandInPurge[];
  /** Every request it was sent, accepted or not. */
  requests: Array<{ method: string; path: string; headers: IncomingHttpHeaders; body: string; status: number }>;
  /** Answers the next `n` purge requests 500, as a CDN's API in trouble does. */
  failNext(n: number): void;
  close(): Promise<void>;
}

/** The ids and tokens the stand-in accepts: the service under test is given these. */
export const STAND_IN = {
  fastlyServiceId: 'SU1Z0isxPaozGVKXdv0eY',
  fastlyToken: 'fastly-test-token',
  cloudflareZoneId: '023e105f4ecef8ad9ca31a8372d0c353',
  cloudflareToken: 'cloudflare-test-token',
};

/**
 * A local server playing Fastly's purge by surrogate key (`POST /service/{id}/purge`, keys in `Surrogate-Key`, token in
 * `Fastly-Key`) and Cloudflare's purge by cache tag (`POST /zones/{zone}/purge_cache`, `{"tags": [...]}`, bearer token),
 * as their API documentation describes them: a wrong service, zone or token is refused as they refuse it.
 */
export async function startCdnStandIn(): Promise<CdnStandIn> {
  const purges: StandInPurge[] = [];
  const requests: CdnStandIn['requests'] = [];
  let failing = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const answer = (status: number, json: object) => {
        requests.push({ method: req.method!, path: req.url!, headers: req.headers, body, status });
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
      };
      const fastly = /^\/service\/([^/]+)\/purge$/.exec(req.url!);
      const cloudflare = /^\/zones\/([^/]+)\/purge_cache$/.exec(req.url!);
      if (req.method !== 'POST' || (!fastly && !cloudflare)) return answer(404, { msg: 'Record not found' });
      if (fastly) {
        if (req.headers['fastly-key'] !== STAND_IN.fastlyToken) return answer(401, { msg: 'Provided credentials are missing or invalid' });
        if (fastly[1] !== STAND_IN.fastlyServiceId) return answer(404, { msg: 'Record not found', detail: 'Cannot find service' });
      } else {
        if (req.headers.authorization !== `Bearer ${STAND_IN.cloudflareToken}`) {
          return answer(403, { success: false, errors: [{ code: 10000, message: 'Authentication error' }], messages: [], result: null });
        }
        if (cloudflare![1] !== STAND_IN.cloudflareZoneId) return answer(404, { success: false, errors: [{ code: 7003, message: 'Could not route' }] });
      }
      if (failing > 0) {
        failing--;
        return answer(500, { msg: 'failing on purpose' });
      }
      if (fastly) {
        const keys = String(req.headers['surrogate-key'] ?? '')
          .split(' ')
          .filter(Boolean);
        purges.push({ api: 'fastly', keys });
        return answer(200, Object.fromEntries(keys.map((key, i) => [key, `108-1391560174-${i}`])));
      }
      const { tags } = JSON.parse(body) as { tags: string[] };
      purges.push({ api: 'cloudflare', keys: tags });
      return answer(200, { success: true, errors: [], messages: [], result: { id: STAND_IN.cloudflareZoneId } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    purges,
    requests,
    failNext: (n) => void (failing = n),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
