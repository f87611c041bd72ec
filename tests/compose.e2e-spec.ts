import { eventually } from '@driveratlas/testing';
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { Client } from 'pg';
import { ComposePostgres, PostgresService, postgresPrograms, startComposePostgres } from './compose/postgres';

const ROOT = join(__dirname, '..');

function compose(args: string, env: Record<string, string> = {}): string {
  const command = process.env.COMPOSE_COMMAND;
  if (!command) throw new Error('COMPOSE_COMMAND is not set: run this test with `npm test`, which finds or installs a Compose client.');
  return execSync(`${command} -f docker-compose.yml ${args}`, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' }).toString();
}

const SECRETS = {
  POSTGRES_PASSWORD: 'compose-check',
  POSTGRES_REPLICATION_PASSWORD: 'compose-replication',
  ADMIN_PASSWORD: 'compose-check',
  MINIO_ROOT_PASSWORD: 'compose-check',
};
const REMOTES = ['catalog', 'printers', 'legal', 'admin'];
const REMOTE_SERVICES = REMOTES.map((remote) => `mfe-${remote}`);
const SERVICES = ['postgres', 'postgres-replica', 'service', 'gateway', 'gateway-proxy', 'redis', 'minio', ...REMOTE_SERVICES];

interface ComposeService {
  build?: { dockerfile?: string; args?: Record<string, string> };
  restart?: string;
  init?: boolean;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  command?: string[] | string;
  volumes?: (string | { source?: string; target: string })[];
  deploy?: { replicas?: number };
  ports?: (string | { host_ip?: string; target: number; published: string | number })[];
}

/** The file as Compose reads it, the secrets and TRUST_PROXY given. */
function composeConfig(env: Record<string, string> = {}): Record<string, ComposeService> {
  return parse(compose('config', { ...SECRETS, ...env })).services;
}

describe('docker-compose.yml', () => {
  it('parses, with PostgreSQL and its replica, the service, the gateway and its proxy, the release store and one container per remote', () => {
    expect(compose('config --services', SECRETS).trim().split('\n').sort()).toEqual([...SERVICES].sort());
  });

  it('wires the parts by environment variables', () => {
    const config = compose('config', SECRETS);
    expect(config).toContain('DATABASE_URL: postgres://driveratlas:compose-check@postgres:5432/driveratlas');
    expect(config).toContain('SERVICE_URL: http://service:3000');
    for (const remote of REMOTES) expect(config).toContain(`REMOTE_${remote.toUpperCase()}_URL: http://mfe-${remote}:8080`);
  });

  it('builds the service and the gateway by their own Dockerfiles, and every remote by one, REMOTE naming its folder', () => {
    const builds = Object.fromEntries(
      Object.entries(composeConfig()).flatMap(([name, { build }]) => (build ? [[name, { dockerfile: build.dockerfile, args: build.args }]] : [])),
    );
    expect(builds).toEqual({
      service: { dockerfile: 'services/Dockerfile' },
      gateway: { dockerfile: 'gateway/Dockerfile' },
      ...Object.fromEntries(REMOTES.map((remote) => [`mfe-${remote}`, { dockerfile: 'deploy/remote.Dockerfile', args: { REMOTE: remote } }])),
    });
    for (const { dockerfile } of Object.values(builds)) expect(existsSync(join(ROOT, dockerfile!))).toBe(true);
    // deploy/remote.Dockerfile builds and serves mfe-$REMOTE.
    for (const remote of REMOTES) expect(existsSync(join(ROOT, `mfe-${remote}`, 'package.json'))).toBe(true);
  });

  it('refuses to start without the secrets, which are never in the repository', () => {
    expect(() => compose('config', { POSTGRES_PASSWORD: '', ADMIN_PASSWORD: '' })).toThrow();
    expect(() => compose('config', { ...SECRETS, MINIO_ROOT_PASSWORD: '' })).toThrow();
    expect(() => compose('config', { ...SECRETS, POSTGRES_REPLICATION_PASSWORD: '' })).toThrow();
  });

  it('restarts every container that stops, unless stopped by hand, and checks the health of each', () => {
    for (const [name, service] of Object.entries(composeConfig())) {
      const checked = Boolean(service.healthcheck?.test?.length) && !service.healthcheck?.disable;
      expect({ name, restart: service.restart, checked }).toEqual({ name, restart: 'unless-stopped', checked: true });
    }
  });

  it('starts the service once PostgreSQL is ready, and the gateway once the service and every remote are', () => {
    const services = composeConfig();
    expect(services.service.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(services.gateway.depends_on).toEqual(
      Object.fromEntries(['service', 'redis', 'minio', ...REMOTE_SERVICES].map((name) => [name, { condition: 'service_healthy' }])),
    );
    // The service is ready when it reaches its database (its health check asks /api/health), not merely when it runs.
    expect(JSON.stringify(services.service.healthcheck!.test)).toContain('/api/health');
  });

  it('runs node under an init, so that SIGTERM lets the requests under way finish and the process then ends', () => {
    const services = composeConfig();
    expect([services.service.init, services.gateway.init]).toEqual([true, true]);
  });

  it('trusts the proxies in front of the gateway, whose proxy is published on the loopback only, and the gateway in front of the service', () => {
    const services = composeConfig();
    expect(services.gateway.environment!.TRUST_PROXY).toBe('uniquelocal');
    expect(composeConfig({ TRUST_PROXY: '10.0.0.5' }).gateway.environment!.TRUST_PROXY).toBe('10.0.0.5');
    expect(services.service.environment!.TRUST_PROXY).toBe('uniquelocal');
    expect(JSON.stringify(services['gateway-proxy'].ports)).toContain('127.0.0.1');
  });

  it('runs two replicas of the service and of the gateway, which publishes no port of its own: its proxy spreads the requests over them', () => {
    const services = composeConfig();
    expect([services.service.deploy?.replicas, services.gateway.deploy?.replicas]).toEqual([2, 2]);
    expect(services.gateway.ports).toBeUndefined();
    expect(services['gateway-proxy'].depends_on).toEqual({ gateway: { condition: 'service_healthy' } });
    const proxyConfig = readFileSync(join(ROOT, 'deploy', 'nginx-gateway.conf'), 'utf8');
    expect(JSON.stringify(services['gateway-proxy'].volumes)).toContain('nginx-gateway.conf');
    expect(proxyConfig).toMatch(/server gateway:8080 resolve;/);
  });

  it('reads the public reads from a streaming replica of PostgreSQL, copied from the primary by pg_basebackup -R as the replication user', () => {
    const services = composeConfig();
    expect(services.service.environment!.DATABASE_READ_URL).toBe('postgres://driveratlas:compose-check@postgres-replica:5432/driveratlas');
    const replica = services['postgres-replica'];
    expect(JSON.stringify(replica.command)).toMatch(/pg_basebackup -h postgres -U replicator .*-R/);
    expect(replica.environment!.PGPASSWORD).toBe('compose-replication');
    expect(replica.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    // The primary creates the replication user with its password when it creates its data folder.
    expect(services.postgres.environment!.POSTGRES_REPLICATION_PASSWORD).toBe('compose-replication');
    expect(JSON.stringify(services.postgres.volumes)).toContain('/docker-entrypoint-initdb.d/postgres-replication.sh');
    expect(readFileSync(join(ROOT, 'deploy', 'postgres-replication.sh'), 'utf8')).toContain('CREATE ROLE replicator WITH REPLICATION LOGIN');
  });

  it("runs PostgreSQL and its replica with the embedded server's settings (packages/stack/server-settings.json)", () => {
    const services = composeConfig();
    const settings: Record<string, string> = JSON.parse(readFileSync(join(ROOT, 'packages', 'stack', 'server-settings.json'), 'utf8'));
    for (const [name, value] of Object.entries(settings)) {
      expect(JSON.stringify(services.postgres.command)).toContain(`"-c","${name}=${value}"`);
      expect(JSON.stringify(services['postgres-replica'].command)).toContain(`-c ${name}=${value}`);
    }
  });

  it("serves the remotes' releases from MinIO's bucket, which MinIO creates at its start and is healthy once it is there", () => {
    const { gateway, minio } = composeConfig();
    expect(gateway.environment).toMatchObject({
      RELEASE_STORE: 's3://releases/remotes',
      RELEASE_STORE_S3_ENDPOINT: 'http://minio:9000',
      AWS_SECRET_ACCESS_KEY: 'compose-check',
    });
    expect(JSON.stringify(minio)).toContain('mc mb --ignore-existing local/releases');
    expect(JSON.stringify(minio.healthcheck!.test)).toContain('local/releases');
    expect(JSON.stringify(minio.ports)).toContain('127.0.0.1');
  });
});

/** One query on `url`: its rows. */
async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The replica's own start command run, not read: docker-compose.yml's postgres-replica entrypoint and command (its
 * pg_basebackup -R -X stream as the replication user, then postgres as a standby) against a primary set up by the
 * postgres service's command and init script, each on this machine's PostgreSQL (tests/compose/postgres.ts says what
 * stands in for the image and the network). The embedded PostgreSQL cannot be that primary: its package ships no
 * pg_basebackup, and one older than the server refuses to copy it.
 */
describe("docker-compose.yml's PostgreSQL replica, run", () => {
  let postgres: ComposePostgres;
  beforeAll(async () => {
    const services = composeConfig() as unknown as Record<string, PostgresService>;
    postgres = await startComposePostgres(services.postgres, services['postgres-replica'], postgresPrograms());
  }, 120_000);
  afterAll(() => postgres?.stop());

  it('copies the primary with its pg_basebackup, then streams from it as a hot standby: a row written on the primary is read on the replica', async () => {
    await eventually(async () => {
      expect(await query(postgres.primaryUrl, 'SELECT usename, state FROM pg_stat_replication')).toEqual([{ usename: 'replicator', state: 'streaming' }]);
    }, 30_000);
    expect(await query(postgres.replicaUrl, 'SELECT pg_is_in_recovery() AS standby')).toEqual([{ standby: true }]);
    expect(postgres.replicaHealth()).toBe(0);
    await query(postgres.primaryUrl, 'CREATE TABLE compose_replica_check (id int); INSERT INTO compose_replica_check VALUES (42)');
    await eventually(async () => {
      expect(await query(postgres.replicaUrl, 'SELECT id FROM compose_replica_check')).toEqual([{ id: 42 }]);
    }, 30_000);
    await expect(query(postgres.replicaUrl, 'INSERT INTO compose_replica_check VALUES (1)')).rejects.toThrow(/read-only transaction/);
  }, 90_000);
});
