import { eventually } from '@driveratlas/testing';
import Fastify from 'fastify';
import { Agent, get } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { closeConnectionsOnClose, IDLE_GRACE_MS, withoutHopByHopHeaders } from './connections';

describe("the service's answer headers passed on", () => {
  it('leave out those about the connection to the service, and those its Connection header names', () => {
    const headers = withoutHopByHopHeaders({
      connection: 'keep-alive, X-Upstream-Hint',
      'keep-alive': 'timeout=5',
      'x-upstream-hint': 'pool-3',
      'content-type': 'application/json',
      etag: 'W/"1"',
    });
    expect(headers).toEqual({ 'content-type': 'application/json', etag: 'W/"1"' });
  });
});

describe('closing', () => {
  it('closes the idle kept-alive connections only once it has stopped listening', async () => {
    const app = Fastify();
    closeConnectionsOnClose(app);
    app.get('/', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const listeningWhenClosed: Promise<boolean>[] = [];
    app.server.on('connection', (socket: Socket) => {
      const close = socket.destroy.bind(socket);
      listeningWhenClosed.push(new Promise((resolve) => (socket.destroy = (error) => (resolve(app.server.listening), close(error)))));
    });
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve) => get({ port, host: '127.0.0.1', agent }, (res) => res.resume().once('end', resolve)));
    await app.close();
    agent.destroy();
    expect(await Promise.all(listeningWhenClosed)).toEqual([false]);
  });

  it('answers a request sent on an idle kept-alive connection after it began, saying Connection: close, and then ends', async () => {
    const app = Fastify({ return503OnClosing: false });
    closeConnectionsOnClose(app);
    app.get('/', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = () =>
      new Promise<{ status?: number; connection?: string }>((resolve, reject) =>
        get({ port, host: '127.0.0.1', agent }, (res) =>
          res.resume().once('end', () => resolve({ status: res.statusCode, connection: res.headers.connection })),
        ).once('error', reject),
      );
    try {
      expect(await send()).toEqual({ status: 200, connection: 'keep-alive' });
      const closed = app.close();
      // Its stop has begun: it no longer listens.
      await eventually(async () => !app.server.listening);
      expect(await send()).toEqual({ status: 200, connection: 'close' });
      const started = Date.now();
      await closed;
      expect(Date.now() - started).toBeLessThan(IDLE_GRACE_MS / 2);
    } finally {
      agent.destroy();
    }
  });
});
