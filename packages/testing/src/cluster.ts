import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { ClusterOptions, RunningCluster, startCluster } from '@driveratlas/stack';
import { SITE_ADMIN_PASSWORD } from './site';

/**
 * The Redis the tests share counts through (each under a prefix of its own): the redis-server `npm test` starts for the
 * run, never the machine's own.
 */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('No Redis for the tests: run them with `npm test`, which starts a redis-server of its own, or set TEST_REDIS_URL.');
  return url;
}

/**
 * DriverAtlas as on several nodes: by default two services (behind the round-robin balancer, the stand-in for a
 * Kubernetes Service) and two gateways, on the embedded PostgreSQL and its streaming replica, the operator's password
 * SITE_ADMIN_PASSWORD, rate limits counted in Redis under a prefix of this cluster's own. Supervised: a process that
 * stops by itself is started again.
 */
export function startTestCluster(options: ClusterOptions = {}): Promise<RunningCluster> {
  return startCluster({
    replica: true,
    supervise: true,
    ...options,
    // The embedded PostgreSQL runs in a process of its own: Jest's sandbox cannot load its package, an ES module.
    database: { inChildProcess: true, ...options.database },
    serviceEnv: { ADMIN_PASSWORD: SITE_ADMIN_PASSWORD, ...options.serviceEnv },
    gatewayEnv: {
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '100000',
      REDIS_URL: testRedisUrl(),
      RATE_LIMIT_PREFIX: `driveratlas-test-${randomBytes(4).toString('hex')}-`,
      ...options.gatewayEnv,
    },
  });
}

export interface GatewayAnswer {
  status: number;
  /** The answer's headers, by lower-case name. */
  headers: Record<string, string | string[] | undefined>;
  /** The body, parsed when it is JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The index of the gateway that answered. */
  gateway: number;
  /** Gateways that refused the connection before this one took it. */
  refused: number;
}

export interface GatewayRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The gateway to ask first (its index); the next in turn when not given. */
  gateway?: number;
}

/**
 * A visitor's client of the cluster, and the load balancer in front of the gateways it stands for (an ingress
 * controller such as nginx, whose `proxy_next_upstream` does the same): each request goes to the next gateway in turn
 * (or to the one asked), on a connection of its own, and to the next gateway when one refuses the connection or resets
 * it before it is open (it stopped, or restarts: the request was not sent), and, for a safe request (GET, HEAD), when
 * the connection breaks before any answer (a gateway stopping drops a connection it had not yet read a request from).
 * Any other failure (a connection broken during a write, a 5xx) is the caller's to see.
 */
export class GatewayClient {
  private next = 0;

  constructor(private readonly urls: readonly string[]) {}

  async request(path: string, { gateway, ...options }: GatewayRequest = {}): Promise<GatewayAnswer> {
    const first = gateway ?? this.next++ % this.urls.length;
    for (let refused = 0; ; refused++) {
      const index = (first + refused) % this.urls.length;
      try {
        return { ...(await send(`${this.urls[index]}${path}`, options)), gateway: index, refused };
      } catch (error) {
        // Refused, or reset before it was established (a gateway that stopped listening with it in its backlog): the
        // request was not sent. A safe one that had no answer may be sent again.
        const notSent = (error as NodeJS.ErrnoException).syscall === 'connect';
        const safeUnanswered = (error as { unanswered?: boolean }).unanswered && ['GET', 'HEAD'].includes(options.method ?? 'GET');
        if (!(notSent || safeUnanswered) || refused === this.urls.length * 20) throw error;
        if ((refused + 1) % this.urls.length === 0) await new Promise((resolve) => setTimeout(resolve, 50)); // every one refused: wait a little
      }
    }
  }
}

function send(url: string, { method = 'GET', headers = {}, body }: Omit<GatewayRequest, 'gateway'>): Promise<Omit<GatewayAnswer, 'gateway' | 'refused'>> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: { ...headers, ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.once('error', reject);
        res.once('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: the text itself
          }
          resolve({ status: res.statusCode!, headers: res.headers, body: parsed });
        });
      },
    );
    req.once('error', (error) => reject(Object.assign(error, { unanswered: true })));
    req.end(payload);
  });
}
