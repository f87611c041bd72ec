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
  ...readdirSync(join(ROOT, 'docs')).map((file) => `docs/${file}`),
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

  it('renders with kubectl kustomize, every object valid against its Kubernetes or CloudNativePG schema', () => {
    expect(manifests.length).toBeGreaterThan(10);
    expect(schemaProblems(manifests)).toEqual([]);
  });

  it('gives every Deployment probes, requests and limits, a PDB, an autoscaler and a grace period longer than its drain, and writes no secret in', () => {
    expect(invariantProblems(manifests, FACTS)).toEqual([]);
  });

  it('probes the health checks the processes answer, on the ports they listen on', () => {
    expect(read('gateway/src/app.ts')).toContain("app.get('/healthz'");
    expect(read('services/src/health/health.controller.ts')).toContain("@Controller('health')");
    const gateway = containerOf(manifests, 'driveratlas-gateway');
    const service = containerOf(manifests, 'driveratlas-service');
    expect(gateway.readinessProbe!.httpGet!.path).toBe('/healthz');
    expect(service.readinessProbe!.httpGet!.path).toBe('/api/health');
    expect(String(gateway.ports![0].containerPort)).toBe(envOf(gateway).PORT.value);
    expect(String(service.ports![0].containerPort)).toBe(envOf(service).SERVICE_PORT.value);
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

  it('refuse a Secret written into the manifests', () => {
    const secret = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 'driveratlas-service' }, stringData: { 'admin-password': 'x' } };
    expect(invariantProblems([secret], FACTS)).toEqual([expect.stringContaining('Secret driveratlas-service: written into the manifests')]);
  });
});
