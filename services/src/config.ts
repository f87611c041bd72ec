import { getServers, Resolver } from 'node:dns';
import { availableParallelism } from 'node:os';
import { CdnSettings, readCdnSettings } from './platform/cdn/cdn-settings';

/** Everything the service reads from its environment, in one place. */
export interface ServiceConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /**
   * A read replica of that database (DATABASE_READ_URL): the public reads come from it while it has replayed every
   * change the reader must see, else from the primary; unset, everything is read from the primary.
   */
  databaseReadUrl?: string;
  /**
   * The primary itself, for the connection that LISTENs for changes (DATABASE_LISTEN_URL; default DATABASE_URL): a
   * pooler in transaction mode (PgBouncer) cannot carry LISTEN, so DATABASE_URL may point at it and this past it.
   */
  databaseListenUrl?: string;
  /** Connections each service process keeps open at most. */
  databasePoolSize: number;
  /** A request that cannot have a database connection within this time answers 503. */
  databaseConnectTimeoutMs: number;
  /**
   * A statement, a transaction left idle, and a request's whole write end after this time (503, nothing written):
   * shorter than the gateway's upstream timeout, so the service answers first and never applies a write later.
   */
  databaseStatementTimeoutMs: number;
  adminPassword?: string;
  /** Origins, besides the one a request arrives on, allowed to call the admin API with a session. */
  allowedOrigins: string[];
  /** Express "trust proxy": the gateway in front sets X-Forwarded-*. */
  trustProxy: string;
  /** pino level: warn (the default) shows warnings and errors; info adds one access-log line per request. */
  logLevel: string;
  /** The longest a download may take to show in its counter and the public reads: downloads are counted in batches at most this often. */
  downloadCountDelayMs: number;
  /** Debug: each answer says in `Server-Timing` how long its database statements took (SERVER_TIMING=on). */
  serverTiming: boolean;
  /** A canary whose share of failed page loads passes this (0–1, CANARY_FAILURE_RATE) is dropped automatically. */
  canaryFailureRate: number;
  /** Webhooks: the key (32 bytes, base64 or hex, WEBHOOK_SECRET_KEY) the endpoints' signing secrets are encrypted with at rest. */
  webhookSecretKey?: string;
  /** Webhooks: http:// and loopback addresses allowed as endpoints (WEBHOOK_ALLOW_HTTP_LOOPBACK=on), for local receivers and tests. */
  webhookAllowHttpLoopback: boolean;
  /** Webhooks: every retry wait and the 24 h a delivery is tried for, multiplied by this (0–1, WEBHOOK_RETRY_SCALE; tests shorten them). */
  webhookRetryScale: number;
  /** Webhooks: a receiver that has not answered within this time has failed the attempt (WEBHOOK_TIMEOUT_MS). */
  webhookTimeoutMs: number;
  /**
   * The DNS servers every outgoing request's host is resolved with (OUTGOING_DNS_SERVERS, comma-separated, `1.1.1.1`,
   * `127.0.0.1:5353`, `[2606:4700:4700::1111]:53`; default the system's): webhooks and CDN purges (outgoing-http/).
   */
  outgoingDnsServers: string[];
  /** The CDN in front, purged on every change (CDN_PURGE and its settings: cdn/cdn-settings.ts); none when unset. */
  cdn?: CdnSettings;
  /** How many My PC device lists are read at once, and by how many threads (device-reports/). */
  deviceReports: DeviceReportLimits;
}

export interface DeviceReportLimits {
  /** Threads reading lists, off the thread that answers requests (DEVICE_REPORT_THREADS; default one fewer than the cores, at least 1). */
  threads: number;
  /** Lists in progress at once, being received, read or matched; more answer 503 at once (DEVICE_REPORTS_AT_ONCE; default 4 a thread). */
  atOnce: number;
  /** Lists in progress at once from one address; more answer 503 at once (DEVICE_REPORTS_PER_ADDRESS; default 2). */
  perAddress: number;
}

/** The Nest injection token of the ServiceConfig that `AppModule.forRoot` was given. */
export const SERVICE_CONFIG = Symbol('ServiceConfig');

/** Where the TypeORM migration CLI connects when DATABASE_URL is not set. */
const LOCAL_DATABASE = 'postgres://postgres@127.0.0.1:5432/driveratlas';

/** The database settings alone, for the migration CLI: DATABASE_URL, else a local database. */
export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): Pick<ServiceConfig, 'databaseUrl' | 'databasePoolSize'> {
  return { databaseUrl: env.DATABASE_URL ?? LOCAL_DATABASE, databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 20) };
}

/** A whole number, 1 or more, from the environment (of `unit`, when it counts one), or the default. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, unit = ''): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number${unit && ` of ${unit}`}, 1 or more; got "${env[name]}".`);
  return value;
}

const milliseconds = (env: NodeJS.ProcessEnv, name: string, fallback: number) => wholeNumber(env, name, fallback, 'milliseconds');

/** A fraction between 0 and 1 from the environment, or the default. */
function fraction(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0 || value > 1 || env[name] === '') throw new Error(`${name} must be a fraction between 0 and 1; got "${env[name]}".`);
  return value;
}

function deviceReportLimits(env: NodeJS.ProcessEnv): DeviceReportLimits {
  const threads = wholeNumber(env, 'DEVICE_REPORT_THREADS', Math.max(1, availableParallelism() - 1));
  return { threads, atOnce: wholeNumber(env, 'DEVICE_REPORTS_AT_ONCE', 4 * threads), perAddress: wholeNumber(env, 'DEVICE_REPORTS_PER_ADDRESS', 2) };
}

/** DNS servers from the environment (comma-separated, as `dns.setServers` takes them), or the system's. */
function dnsServers(env: NodeJS.ProcessEnv, name: string): string[] {
  const servers = (env[name] ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  try {
    new Resolver().setServers(servers);
  } catch (error) {
    throw new Error(`${name} must be DNS server addresses, e.g. 1.1.1.1,127.0.0.1:5353: ${(error as Error).message}`);
  }
  return servers.length ? servers : getServers();
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  if (!env.DATABASE_URL) {
    throw new Error('DATABASE_URL is not set: point it at PostgreSQL, or start the service with `npm start`, which runs the embedded database.');
  }
  return {
    ...readDatabaseConfig(env),
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    databaseConnectTimeoutMs: milliseconds(env, 'DATABASE_CONNECT_TIMEOUT_MS', 2500),
    databaseStatementTimeoutMs: milliseconds(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 3000),
    port: Number(env.SERVICE_PORT ?? env.PORT ?? 3000),
    host: env.SERVICE_HOST ?? '127.0.0.1',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    logLevel: env.LOG_LEVEL ?? 'warn',
    downloadCountDelayMs: milliseconds(env, 'DOWNLOAD_COUNT_DELAY_MS', 5000),
    serverTiming: env.SERVER_TIMING === 'on',
    canaryFailureRate: fraction(env, 'CANARY_FAILURE_RATE', 0.02),
    webhookSecretKey: env.WEBHOOK_SECRET_KEY || undefined,
    webhookAllowHttpLoopback: env.WEBHOOK_ALLOW_HTTP_LOOPBACK === 'on',
    webhookRetryScale: fraction(env, 'WEBHOOK_RETRY_SCALE', 1),
    webhookTimeoutMs: milliseconds(env, 'WEBHOOK_TIMEOUT_MS', 10_000),
    outgoingDnsServers: dnsServers(env, 'OUTGOING_DNS_SERVERS'),
    cdn: readCdnSettings(env),
    deviceReports: deviceReportLimits(env),
  };
}
