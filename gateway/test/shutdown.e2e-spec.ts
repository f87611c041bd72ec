import { eventually, RunningApp, startGateway } from '@driveratlas/testing';
import { Agent, createServer, request, Server } from 'node:http';
import { API_ONLY } from './api-only';

const CLIENTS = 50;
/** Each client's loop ends by itself: once refused, or after this long. */
const LOAD_LIMIT_MS = 15_000;

interface Outcome {
  /** The status, or the error code of a request that got no answer. */
  result: number | string;
  startedAt: number;
  endedAt: number;
}

/** One request over the agent's kept-alive connections: its status, or the code of the error that ended it. */
function send(agent: Agent, url: string, path: string): Promise<Outcome> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const req = request(`${url}${path}`, { agent }, (res) => {
      res.resume();
      res.once('end', () => resolve({ result: res.statusCode!, startedAt, endedAt: Date.now() }));
      res.once('error', (error: NodeJS.ErrnoException) => resolve({ result: error.code ?? error.message, startedAt, endedAt: Date.now() }));
    });
    req.once('error', (error: NodeJS.ErrnoException) => resolve({ result: error.code ?? error.message, startedAt, endedAt: Date.now() }));
    req.end();
  });
}

/** A client sending one request after another (through the service and to the gateway alone) until it is refused. */
async function client(agent: Agent, url: string, outcomes: Outcome[], answered: () => void): Promise<void> {
  const until = Date.now() + LOAD_LIMIT_MS;
  for (let i = 0; Date.now() < until; i++) {
    const outcome = await send(agent, url, i % 2 ? '/healthz' : '/api/drivers');
    outcomes.push(outcome);
    if (outcome.result === 'ECONNREFUSED') return;
    if (typeof outcome.result === 'number') answered();
  }
}

describe('the gateway, stopped under load', () => {
  let upstream: Server;
  let gateway: RunningApp;

  beforeAll(async () => {
    upstream = createServer((_req, res) => setTimeout(() => res.setHeader('Content-Type', 'application/json').end('[]'), 5));
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    // The clients all come from one address: the per-address limit (600 a minute) would answer a quick run's later requests 429.
    gateway = await startGateway(`http://127.0.0.1:${(upstream.address() as { port: number }).port}`, {
      ...API_ONLY,
      RESPONSE_CACHE_MB: '0',
      RATE_LIMIT_PER_MINUTE: '1000000000',
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    upstream?.closeAllConnections();
    upstream?.close();
  });

  it(`answers every request of ${CLIENTS} keep-alive clients that reached it after SIGTERM, resetting none; later ones are refused at connect`, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const outcomes: Outcome[] = [];
    try {
      // The clients come one after another, as visitors do, each once the one before was answered (or has ended), and the
      // signal comes once each has been answered twice.
      const answers = new Array<number>(CLIENTS).fill(0);
      const load: Promise<void>[] = [];
      for (let i = 0; i < CLIENTS; i++) {
        let firstAnswer!: () => void;
        const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
        load.push(
          client(agent, gateway.url, outcomes, () => {
            answers[i]++;
            firstAnswer();
          }),
        );
        await Promise.race([answered, load[i]]);
      }
      await eventually(async () => expect(Math.min(...answers)).toBeGreaterThanOrEqual(2), 10_000);
      const signalledAt = Date.now();
      await gateway.stop();
      await Promise.all(load);

      const unanswered = outcomes.filter(({ result }) => typeof result !== 'number' && result !== 'ECONNREFUSED');
      expect(unanswered).toEqual([]);
      expect(outcomes.filter(({ result }) => typeof result === 'number' && result !== 200 && result !== 503)).toEqual([]);
      // Requests under way when the signal came were answered, not reset (whether one sent after it still reaches the
      // gateway is a race with its closing), and every client was refused once the gateway had stopped.
      const answered = outcomes.filter(({ result }) => typeof result === 'number');
      expect(answered.filter(({ endedAt }) => endedAt >= signalledAt).length).toBeGreaterThan(0);
      expect(outcomes.filter(({ result }) => result === 'ECONNREFUSED')).toHaveLength(CLIENTS);
    } finally {
      agent.destroy();
    }
  });
});
