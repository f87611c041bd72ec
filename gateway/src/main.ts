import './production-build';
import { buildGateway } from './app';
import { readConfig } from './config';

/** The longest a stop waits for the requests under way (the service's own timeout is shorter). */
const STOP_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildGateway(config);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      app.log.warn(`Requests still under way after ${STOP_TIMEOUT_MS / 1000} s: closing their connections.`);
      app.server.closeAllConnections();
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    void app.close().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
  // Started by the stack (npm start) in a process group of its own: it stops when the stack is gone.
  process.once('disconnect', stop);
  try {
    await app.listen({ port: config.port, host: config.host });
    if (process.send && !process.connected) stop(); // the stack went while this one was starting
  } catch (error) {
    const code = (error as { code?: string }).code;
    app.log.fatal(
      code === 'EADDRINUSE' ? `Port ${config.port} is taken: set PORT to another port.` : `The gateway could not start: ${(error as Error).message}`,
    );
    process.exit(1);
  }
}

void main();
