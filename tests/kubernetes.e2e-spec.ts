import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { readConfig as readServiceConfig } from '../services/src/config';
import { DeploymentFacts, invariantProblems } from './kubernetes/invariants';
import { Manifest, readManifests, renderKustomization } from './kubernetes/manifests';
import { schemaProblems } from './kubernetes/schemas';

const ROOT = join(__dirname, '..');
const KUBERNETES = join(ROOT, 'deploy', 'kubernetes');
const FIXTURES = join(__dirname, 'kubernetes', 'fixtures');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The gateway's longest stop (gateway/src/main.ts), read from its source, where it is stated once. */
function gatewayStopSeconds(): number {
  const match = /STOP_TIMEOUT_MS = ([\d_]+)/.exec(read('gateway/src/main.ts'));
  if (!match) throw new Error('gateway/src/main.ts no longer states STOP_TIMEOUT_MS: say here how long the gateway takes to stop.');
  return Number(match[1].replace(/_/g, '')) / 1000;
}

/** Where a setting is read or documented: the service's and the gateway's configuration, the release store's, and docs/. */
const SETTING_TEXTS = [
  'services/src/config.ts',
  'gateway/src/config.ts',
  'packages/releases/src/store/index.ts',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
].map(read);

const FACTS: DeploymentFacts = {
  drainSeconds(deployment, env) {
    if (deployment === 'driveratlas-gateway') return gatewayStopSeconds();
    if (deployment !== 'driveratlas-service') return undefined;
    // A request under way waits for a connection, then for its statements: each bounded by the service's settings.
    const config = readServiceConfig({ DATABASE_URL: 'postgres://drain', ...env });
    return (config.databaseConnectTimeoutMs + config.databaseStatementTimeoutMs) / 1000;
  },
  isSetting: (name) => SETTING_TEXTS.some((text) => new RegExp(`\\b${name}\\b`).test(text)),
};

/** The settings the embedded PostgreSQL runs with, which the deployed one shares. */
const SERVER_SETTINGS: Record<string, string> = JSON.parse(read('packages/stack/server-settings.json'));
type ClusterSpec = { spec: { postgresql: { parameters: Record<string, string> }; resources: { limits: { memory: string } } } };
/** A size as PostgreSQL ("1GB", "512MB") or Kubernetes ("4Gi") writes it, in bytes. */
const bytes = (size: string) => {
  const [, number, unit] = /^(\d+)\s*([KMGT])i?B?$/.exec(size) ?? [];
  if (!number) throw new Error(`Not a size: ${size}`);
  return Number(number) * 1024 ** ('KMGT'.indexOf(unit) + 1);
};

const named = (manifests: Manifest[], kind: string, name: string) => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`No ${kind} ${name} in the manifests.`);
  return found;
};
const containerOf = (manifests: Manifest[], name: string): IContainer =>
  (named(manifests, 'Deployment', name) as unknown as IDeployment).spec!.template.spec!.containers[0];
const envOf = (container: IContainer) => Object.fromEntries((container.env ?? []).map((variable) => [variable.name, variable]));

describe.each(['base', 'overlays/production'])('deploy/kubernetes/%s', (dir) => {
  let manifests: Manifest[];
  beforeAll(() => {
    manifests = renderKustomization(join(KUBERNETES, dir));
  });

  it("renders with kubectl kustomize, every object valid against its Kubernetes schema or CloudNativePG's CRD, with no unknown field", () => {
    expect(manifests.length).toBeGreaterThan(10);
    expect(schemaProblems(manifests)).toEqual([]);
  });

  it('gives every Deployment probes, requests and limits, a PDB, an autoscaler and a grace period longer than its drain, and writes no secret in', () => {
    expect(invariantProblems(manifests, FACTS)).toEqual([]);
  });

  it('probes the health checks the processes answer, on the ports they listen on', () => {
    expect(read('gateway/src/app.ts')).toContain("app.get('/healthz'");
    expect(read('services/src/platform/health/health.controller.ts')).toContain("@Controller('health')");
    const gateway = containerOf(manifests, 'driveratlas-gateway');
    const service = containerOf(manifests, 'driveratlas-service');
    expect(gateway.readinessProbe!.httpGet!.path).toBe('/healthz');
    expect(service.readinessProbe!.httpGet!.path).toBe('/api/health');
    expect(String(gateway.ports![0].containerPort)).toBe(envOf(gateway).PORT.value);
    expect(String(service.ports![0].containerPort)).toBe(envOf(service).SERVICE_PORT.value);
  });

  it("runs PostgreSQL with the embedded server's settings (packages/stack/server-settings.json), its cache a quarter of its memory at most", () => {
    const cluster = named(manifests, 'Cluster', 'driveratlas-db') as unknown as ClusterSpec;
    expect(cluster.spec.postgresql.parameters).toMatchObject(SERVER_SETTINGS);
    expect(bytes(cluster.spec.postgresql.parameters.shared_buffers)).toBeLessThanOrEqual(bytes(cluster.spec.resources.limits.memory) / 4);
  });

  it('writes through the pooler, reads from the replicas and listens on the primary, with the credentials CloudNativePG makes', () => {
    const cluster = manifests.find((m) => m.kind === 'Cluster')!.metadata.name;
    const env = envOf(containerOf(manifests, 'driveratlas-service'));
    const host = (name: string) => new URL(env[name].value!).hostname;
    const pooler = named(manifests, 'Pooler', host('DATABASE_URL'));
    expect(pooler.spec).toMatchObject({ cluster: { name: cluster }, type: 'rw' });
    expect(host('DATABASE_READ_URL')).toBe(`${cluster}-ro`);
    expect(host('DATABASE_LISTEN_URL')).toBe(`${cluster}-rw`);
    expect(env.DATABASE_PASSWORD.valueFrom!.secretKeyRef).toMatchObject({ name: `${cluster}-app`, key: 'password' });
    expect(env.ADMIN_PASSWORD.valueFrom!.secretKeyRef!.name).toBeTruthy();
  });

  it("serves the remotes' releases from the S3 release store, its credentials from a Secret, behind the Ingress it trusts", () => {
    const env = envOf(containerOf(manifests, 'driveratlas-gateway'));
    expect(env.RELEASE_STORE.value).toMatch(/^s3:\/\//);
    for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'RELEASE_STORE_S3_ENDPOINT']) expect(env[name].valueFrom!.secretKeyRef).toBeDefined();
    expect(env.TRUST_PROXY.value).toBeTruthy();
    expect(env.REDIS_URL.value).toBe(`redis://${named(manifests, 'Service', 'driveratlas-redis').metadata.name}:6379`);
    const ingress = named(manifests, 'Ingress', 'driveratlas') as unknown as IIngress;
    expect(ingress.spec!.rules![0].http!.paths[0].backend.service!.name).toBe('driveratlas-gateway');
    expect(ingress.spec!.tls![0].hosts).toEqual([ingress.spec!.rules![0].host]);
  });
});

describe('the production overlay', () => {
  it('runs three or more of the service and the gateway, and one primary with two replicas, at its own host and image tags', () => {
    const manifests = renderKustomization(join(KUBERNETES, 'overlays', 'production'));
    for (const name of ['driveratlas-service', 'driveratlas-gateway']) {
      expect((named(manifests, 'Deployment', name) as unknown as IDeployment).spec!.replicas).toBeGreaterThanOrEqual(3);
      expect(named(manifests, 'HorizontalPodAutoscaler', name).spec!.minReplicas).toBeGreaterThanOrEqual(3);
      expect(containerOf(manifests, name).image).toMatch(/^registry\.example\.com\/driveratlas\/.+:\d/);
    }
    expect(manifests.find((m) => m.kind === 'Cluster')!.spec!.instances).toBe(3);
    expect((named(manifests, 'Ingress', 'driveratlas') as unknown as IIngress).spec!.rules![0].host).not.toBe('driveratlas.example');
  });
});

describe('the schemas', () => {
  /** One object of the base's file, as written, to break one field of. */
  const baseObject = (file: string, kind: string, name: string) => structuredClone(named(readManifests(join(KUBERNETES, 'base', file)), kind, name));
  type Fields = Record<string, Record<string, unknown>>;

  it("refuse a CloudNativePG Cluster with a misspelt field or a wrong type, naming the field (CloudNativePG's CRD)", () => {
    const cluster = baseObject('database.yaml', 'Cluster', 'driveratlas-db');
    expect(schemaProblems([cluster])).toEqual([]);
    const misspelt = structuredClone(cluster);
    (misspelt as unknown as Fields).spec.instancess = 2;
    (misspelt.spec as Fields).storage.sizee = '10Gi';
    expect(schemaProblems([misspelt])).toEqual([
      'Cluster driveratlas-db: spec.instancess: unknown field',
      'Cluster driveratlas-db: spec.storage.sizee: unknown field',
    ]);
    const wrongType = structuredClone(cluster);
    (wrongType as unknown as Fields).spec.instances = 'two';
    (wrongType.spec as Fields).postgresql.parameters = { max_connections: 200 };
    expect(schemaProblems([wrongType])).toEqual([
      'Cluster driveratlas-db: spec.instances: must be integer',
      'Cluster driveratlas-db: spec.postgresql.parameters.max_connections: must be string',
    ]);
  });

  it("refuse a Pooler of another type than the CRD's or with a container twice, and a custom resource's misspelt metadata (ObjectMeta's schema)", () => {
    const pooler = baseObject('database.yaml', 'Pooler', 'driveratlas-db-pooler-rw');
    expect(schemaProblems([pooler])).toEqual([]);
    (pooler as unknown as Fields).spec.type = 'writes';
    (pooler as unknown as Fields).metadata.labelz = { app: 'driveratlas' };
    // A list the API server merges by a key (x-kubernetes-list-type: map) holds each key once.
    (pooler as unknown as Fields).spec.template = { spec: { containers: [{ name: 'pgbouncer' }, { name: 'pgbouncer' }] } };
    expect(schemaProblems([pooler])).toEqual([
      'Pooler driveratlas-db-pooler-rw: spec.template.spec.containers: must not hold two items of name="pgbouncer" (list type map)',
      'Pooler driveratlas-db-pooler-rw: spec.type: must be one of rw, ro, r',
      'Pooler driveratlas-db-pooler-rw: metadata.labelz: unknown field',
    ]);
  });

  it("refuse a Deployment with a misspelt field or a wrong type, naming the field (kubernetes-models' schema)", () => {
    const deployment = baseObject('gateway.yaml', 'Deployment', 'driveratlas-gateway') as unknown as IDeployment;
    expect(schemaProblems([deployment as unknown as Manifest])).toEqual([]);
    const misspelt = structuredClone(deployment);
    (misspelt as unknown as Fields).spec.replicass = 2;
    (misspelt.spec!.template.spec!.containers[0] as unknown as Record<string, unknown>).imagePullPolicyy = 'Always';
    expect(schemaProblems([misspelt as unknown as Manifest])).toEqual([
      'Deployment driveratlas-gateway: spec.replicass: unknown field',
      'Deployment driveratlas-gateway: spec.template.spec.containers[0].imagePullPolicyy: unknown field',
    ]);
    const wrongType = structuredClone(deployment);
    (wrongType as unknown as Fields).spec.replicas = 'two';
    expect(schemaProblems([wrongType as unknown as Manifest])).toEqual(['Deployment driveratlas-gateway: spec.replicas: must be integer']);
  });

  it('refuse a kind that has no schema here', () => {
    const other = { apiVersion: 'postgresql.cnpg.io/v1', kind: 'ScheduledBackup', metadata: { name: 'nightly' } };
    expect(schemaProblems([other])).toEqual(['ScheduledBackup nightly (postgresql.cnpg.io/v1): no schema to validate it against']);
  });
});

describe('the invariants', () => {
  const problems = (fixture: string) => invariantProblems(readManifests(join(FIXTURES, fixture)), FACTS);

  it('refuse a Deployment without probes', () => {
    expect(problems('deployment-without-probes.yaml')).toEqual([
      'Deployment driveratlas-gateway, container gateway: no readinessProbe',
      'Deployment driveratlas-gateway, container gateway: no livenessProbe',
    ]);
  });

  it('refuse a Deployment without limits', () => {
    expect(problems('deployment-without-limits.yaml')).toEqual([
      'Deployment driveratlas-gateway, container gateway: no cpu in resources.limits',
      'Deployment driveratlas-gateway, container gateway: no memory in resources.limits',
    ]);
  });

  it('refuse a database without a replica, and a pooler in front of no Cluster of the manifests', () => {
    const [cluster, pooler] = readManifests(join(KUBERNETES, 'base', 'database.yaml'));
    const alone = { ...cluster, spec: { ...cluster.spec, instances: 1 } };
    const elsewhere = { ...pooler, spec: { ...pooler.spec, cluster: { name: 'other-db' } } };
    expect(invariantProblems([alone, elsewhere], FACTS)).toEqual([
      'Cluster driveratlas-db: spec.instances below 2, so no replica serves the reads',
      'Pooler driveratlas-db-pooler-rw: spec.cluster.name names no Cluster of the manifests',
    ]);
  });

  it('refuse a Secret written into the manifests', () => {
    const secret = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'driveratlas-service' }, stringData: { 'admin-password': 'x' } };
    expect(invariantProblems([secret], FACTS)).toEqual([expect.stringContaining('Secret driveratlas-service: written into the manifests')]);
  });
});
