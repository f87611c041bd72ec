import { Agent, request as httpRequest } from 'node:http';

export interface CrowdAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

export interface CrowdOptions {
  /** How many requests in all. */
  requests: number;
  /** How many connections carry them at once (kept alive, shared by every URL). */
  connections: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * A crowd: `requests` requests sent at once over `connections` kept-alive connections, to `urls` in turn (several
 * gateways share the connections). Answers every answer, in the order sent; a request without one rejects.
 */
export async function crowd(urls: readonly string[], options: CrowdOptions): Promise<CrowdAnswer[]> {
  const agent = new Agent({ keepAlive: true, maxTotalSockets: options.connections, maxSockets: options.connections });
  try {
    return await Promise.all(Array.from({ length: options.requests }, (_, i) => send(urls[i % urls.length], agent, options)));
  } finally {
    agent.destroy();
  }
}

function send(url: string, agent: Agent, { method = 'GET', headers = {}, body }: CrowdOptions): Promise<CrowdAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method, agent, headers: { ...headers, ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }) } },
      (res) => {
        res.resume();
        res.once('error', reject);
        res.once('end', () => resolve({ status: res.statusCode!, headers: res.headers, ms: performance.now() - started }));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}
