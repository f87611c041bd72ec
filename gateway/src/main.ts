import { buildGateway } from './app';
import { readConfig } from './config';

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildGateway(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as { code?: string }).code;
    app.log.fatal(
      code === 'EADDRINUSE' ? `Port ${config.port} is taken: set PORT to another port.` : `The gateway could not start: ${(error as Error).message}`,
    );
    process.exit(1);
  }
}

void main();
