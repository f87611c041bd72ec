import type { INestApplication } from '@nestjs/common';
import type { Server, ServerResponse } from 'node:http';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * The service's stop, once it is listening. On a stop signal Nest's shutdown hooks (configureApp)
 * close the HTTP server, which lets the requests under way finish, and then TypeORM's pool. Node's
 * server.close() would also wait for every keep-alive connection to time out, so from the signal on
 * each answer says `Connection: close` and its connection is closed once it is out: the stop ends
 * with the last answer. Started by the stack (npm start) in a process group of its own, the service
 * also stops when the stack is gone.
 */
export function drainOnShutdown(app: INestApplication): void {
  const server = app.getHttpServer() as Server;
  const underWay = new Set<ServerResponse>();
  let draining = false;
  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (_req, res: ServerResponse) => {
    if (draining) closeAfterAnswer(res);
    underWay.add(res);
    res.once('close', () => {
      underWay.delete(res);
      // An answer whose headers were out before the signal leaves its connection idle: close it.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  const drain = () => {
    draining = true;
    underWay.forEach(closeAfterAnswer);
  };
  for (const signal of STOP_SIGNALS) process.once(signal, drain);
  const stopWithStack = () => {
    drain();
    void app.close().then(() => process.exit(0));
  };
  process.once('disconnect', stopWithStack);
  if (process.send && !process.connected) stopWithStack(); // the stack went while this one was starting
}
