/** Everything the service reads from its environment, in one place. */
export interface ServiceConfig {
  port: number;
  host: string;
  databaseUrl: string;
  adminPassword?: string;
  /** Origins, besides the one a request arrives on, allowed to call the admin API with a session. */
  allowedOrigins: string[];
  /** Express "trust proxy": the gateway in front sets X-Forwarded-*. */
  trustProxy: string;
  logRequests: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  if (!env.DATABASE_URL) {
    throw new Error('DATABASE_URL is not set: point it at PostgreSQL, or start the service with `npm start`, which runs the embedded database.');
  }
  return {
    port: Number(env.SERVICE_PORT ?? env.PORT ?? 3000),
    host: env.SERVICE_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    logRequests: env.LOG_REQUESTS !== 'false',
  };
}
