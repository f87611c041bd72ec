import { join } from 'node:path';
import { REMOTE_NAMES } from '@driveratlas/site-contracts';
import { releaseStoreFromEnv, type ReleaseStore } from '@driveratlas/releases';

const REPO = join(__dirname, '..', '..');

/**
 * Where the web apps' files are: by default each app's own build folder in this repository;
 * WEB_ROOT names one folder holding `shell/` and one folder per remote instead; REMOTE_<NAME>_URL
 * sends a remote's requests to the server that serves it (one container per remote).
 */
function webApps(env: NodeJS.ProcessEnv): Pick<GatewayConfig, 'shellDir' | 'remotes'> {
  const root = env.WEB_ROOT;
  const shellDir = root ? join(root, 'shell') : join(REPO, 'shell', 'dist');
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, env[`REMOTE_${name.toUpperCase()}_URL`] ?? (root ? join(root, name) : join(REPO, `mfe-${name}`, 'dist'))]),
  );
  return { shellDir, remotes };
}

/** Everything the gateway reads from its environment, in one place. */
export interface GatewayConfig {
  port: number;
  host: string;
  serviceUrl: string;
  /** Answer 504 when the service has not sent its headers within this time. */
  upstreamTimeoutMs: number;
  /** Requests per minute and address to /api. */
  rateLimitPerMinute: number;
  redisUrl?: string;
  /** The start of the gateway's keys in Redis (RATE_LIMIT_PREFIX): gateways sharing a prefix share their counts. */
  rateLimitPrefix: string;
  /** Express-style trust of X-Forwarded-For from a load balancer in front; off by default. */
  trustProxy: boolean | string;
  /** The shell's built files, served at `/`. */
  shellDir: string;
  /** Each remote's built files (a folder) or its own server (a URL), served at `/remotes/<name>/`. */
  remotes: Record<string, string>;
  /**
   * Where the remotes' releases are kept (RELEASE_STORE: a folder, `s3://bucket/prefix`, or unset for
   * `<repo>/.data/releases`), served at `/remotes/<name>/releases/<id>/`.
   */
  releaseStore: Pick<ReleaseStore, 'get' | 'location'>;
  /** The operator's site settings, served at `/site.json`. */
  siteConfigFile: string;
  /** pino level: warn (the default) shows warnings and errors; info adds one access-log line per request. */
  logLevel: string;
  /** Bytes of the service's public answers kept in memory, the site's one copy of them (RESPONSE_CACHE_MB); 0 turns it off. */
  responseCacheBytes: number;
  /** Further origins whose writes are accepted (ALLOWED_ORIGINS, as the service's): the consent form's posts. */
  allowedOrigins: string[];
}

/** A number of megabytes from the environment (0 or more), or the default, in bytes; anything else is refused by name. */
function megabytes(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of megabytes, 0 or more; got "${env[name]}".`);
  return Math.round(value * 1024 * 1024);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const trust = env.TRUST_PROXY;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    serviceUrl: env.SERVICE_URL ?? 'http://127.0.0.1:3000',
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 4000),
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 600),
    redisUrl: env.REDIS_URL || undefined,
    rateLimitPrefix: env.RATE_LIMIT_PREFIX ?? 'driveratlas-',
    trustProxy: trust === undefined || trust === 'false' ? false : trust === 'true' ? true : trust,
    ...webApps(env),
    releaseStore: releaseStoreFromEnv(env),
    siteConfigFile: env.SITE_CONFIG ?? join(REPO, 'config', 'site.json'),
    logLevel: env.LOG_LEVEL ?? 'warn',
    responseCacheBytes: megabytes(env, 'RESPONSE_CACHE_MB', 64),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
