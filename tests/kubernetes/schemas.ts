import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import type { Manifest } from './manifests';

/** The core kinds the manifests may hold, each validated against the Kubernetes OpenAPI schema (kubernetes-models). */
const CORE_MODELS: Record<string, new (data: object) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
};

const CNPG = 'postgresql.cnpg.io/v1';
const QUANTITY = /^\d+(\.\d+)?(Ki|Mi|Gi|Ti)$/;

/** The fields of CNPG's Cluster checked here, each possibly missing or of another type in a manifest. */
interface ClusterSpec {
  instances?: unknown;
  storage?: { size?: unknown };
  bootstrap?: { initdb?: { database?: unknown; owner?: unknown } };
  postgresql?: { parameters?: Record<string, unknown> };
}

/** The fields of CNPG's Pooler checked here. */
interface PoolerSpec {
  cluster?: { name?: unknown };
  type?: unknown;
  instances?: unknown;
  pgbouncer?: { poolMode?: unknown; parameters?: Record<string, unknown> };
}

const atLeast = (value: unknown, least: number) => Number.isInteger(value) && (value as number) >= least;

/**
 * CloudNativePG's Cluster, by the fields its CRD requires and the ones this deployment relies on: one primary and at
 * least one replica (its -ro service is the service's DATABASE_READ_URL), a storage size, and the database the
 * service's URLs name. No npm package of CNPG's schema runs on Node 20, so these are checked here.
 */
function clusterProblems({ metadata, spec = {} }: Manifest): string[] {
  const s = spec as ClusterSpec;
  const problems: string[] = [];
  if (!atLeast(s.instances, 2)) problems.push(`Cluster ${metadata.name}: spec.instances must be 2 or more (a primary and a replica)`);
  if (!QUANTITY.test(String(s.storage?.size))) problems.push(`Cluster ${metadata.name}: spec.storage.size must be a quantity such as 10Gi`);
  const initdb = s.bootstrap?.initdb;
  if (initdb && (typeof initdb.database !== 'string' || typeof initdb.owner !== 'string'))
    problems.push(`Cluster ${metadata.name}: bootstrap.initdb needs a database and its owner`);
  for (const [name, value] of Object.entries(s.postgresql?.parameters ?? {}))
    if (typeof value !== 'string') problems.push(`Cluster ${metadata.name}: parameter ${name} must be a string`);
  return problems;
}

/** CloudNativePG's Pooler (PgBouncer): it names a Cluster of the manifests, a type and a pool mode, its parameters strings. */
function poolerProblems({ metadata, spec = {} }: Manifest, clusters: Set<string>): string[] {
  const s = spec as PoolerSpec;
  const problems: string[] = [];
  if (!clusters.has(String(s.cluster?.name))) problems.push(`Pooler ${metadata.name}: spec.cluster.name names no Cluster of the manifests`);
  if (!['rw', 'ro', 'r'].includes(String(s.type))) problems.push(`Pooler ${metadata.name}: spec.type must be rw, ro or r`);
  if (!atLeast(s.instances, 1)) problems.push(`Pooler ${metadata.name}: spec.instances must be 1 or more`);
  if (!['session', 'transaction'].includes(String(s.pgbouncer?.poolMode)))
    problems.push(`Pooler ${metadata.name}: spec.pgbouncer.poolMode must be session or transaction`);
  for (const [name, value] of Object.entries(s.pgbouncer?.parameters ?? {}))
    if (typeof value !== 'string') problems.push(`Pooler ${metadata.name}: parameter ${name} must be a string`);
  return problems;
}

/** Every object against its schema: the core kinds by kubernetes-models, CNPG's by their required fields; any other kind is refused. */
export function schemaProblems(manifests: Manifest[]): string[] {
  const clusters = new Set(manifests.filter((m) => m.apiVersion === CNPG && m.kind === 'Cluster').map((m) => m.metadata.name));
  return manifests.flatMap((manifest) => {
    const { apiVersion, kind, metadata } = manifest;
    if (apiVersion === CNPG && kind === 'Cluster') return clusterProblems(manifest);
    if (apiVersion === CNPG && kind === 'Pooler') return poolerProblems(manifest, clusters);
    const Model = CORE_MODELS[`${apiVersion}/${kind}`];
    if (!Model) return [`${kind} ${metadata?.name} (${apiVersion}): no schema to validate it against`];
    try {
      new Model(manifest).validate();
      return [];
    } catch (error) {
      return [`${kind} ${metadata.name}: ${(error as Error).message}`];
    }
  });
}
