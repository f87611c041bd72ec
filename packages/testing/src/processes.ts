import { RunningApp, startGateway as startGatewayProcess, startService as startServiceProcess } from '@driveratlas/stack';

export { freePort } from '@driveratlas/stack';
export type { RunningApp } from '@driveratlas/stack';

/** The built service (services/dist) on a free port against the given database, its output kept for output(). */
export function startService(databaseUrl: string, env: Record<string, string> = {}): Promise<RunningApp> {
  return startServiceProcess({ databaseUrl, env });
}

/** The built gateway (gateway/dist) on a free port in front of the given service, its output kept for output(). */
export function startGateway(serviceUrl: string, env: Record<string, string> = {}): Promise<RunningApp> {
  return startGatewayProcess({ serviceUrl, env: { HOST: '127.0.0.1', ...env } });
}
