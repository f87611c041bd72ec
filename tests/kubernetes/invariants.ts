import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IPodTemplateSpec } from 'kubernetes-models/v1/PodTemplateSpec';
import type { Manifest } from './manifests';

/** What the invariants need to know of the code: each Deployment's drain time, and which environment variables are settings. */
export interface DeploymentFacts {
  /** The longest the process takes to stop after SIGTERM (its drain), in seconds; undefined for a Deployment it does not know. */
  drainSeconds(deployment: string, env: Record<string, string>): number | undefined;
  /** The variable is read by the configuration code or documented. */
  isSetting(name: string): boolean;
}

/** The default of terminationGracePeriodSeconds. */
const DEFAULT_GRACE_SECONDS = 30;

interface Workload {
  kind: string;
  name: string;
  replicas: number;
  template: IPodTemplateSpec;
}

function workloads(manifests: Manifest[]): Workload[] {
  return manifests
    .filter((m) => m.apiVersion === 'apps/v1' && ['Deployment', 'StatefulSet', 'DaemonSet'].includes(m.kind))
    .map((m) => {
      const spec = (m as unknown as IDeployment).spec!;
      return { kind: m.kind, name: m.metadata.name, replicas: spec.replicas ?? 1, template: spec.template };
    });
}

const of = (kind: string) => (manifests: Manifest[]) => manifests.filter((m) => m.kind === kind);

/** The selector's labels are all on the pod template (matchLabels; the manifests use no expressions). */
function selects(selector: { matchLabels?: Record<string, string> } | undefined, template: IPodTemplateSpec): boolean {
  const labels = template.metadata?.labels ?? {};
  const wanted = Object.entries(selector?.matchLabels ?? {});
  return wanted.length > 0 && wanted.every(([key, value]) => labels[key] === value);
}

/** Every container of every workload has readiness and liveness probes, and CPU and memory requests and limits. */
export function probeAndResourceProblems(manifests: Manifest[]): string[] {
  return workloads(manifests).flatMap(({ kind, name, template }) =>
    template.spec!.containers.flatMap((container) => {
      const where = `${kind} ${name}, container ${container.name}`;
      const problems: string[] = [];
      if (!container.readinessProbe) problems.push(`${where}: no readinessProbe`);
      if (!container.livenessProbe) problems.push(`${where}: no livenessProbe`);
      for (const bound of ['requests', 'limits'] as const)
        for (const resource of ['cpu', 'memory'])
          if (container.resources?.[bound]?.[resource] === undefined) problems.push(`${where}: no ${resource} in resources.${bound}`);
      return problems;
    }),
  );
}

/** Every Deployment runs two or more pods, a PodDisruptionBudget that lets a drain proceed selects them, and an autoscaler (never below two) scales it. */
export function availabilityProblems(manifests: Manifest[]): string[] {
  const budgets = of('PodDisruptionBudget')(manifests) as unknown as IPodDisruptionBudget[];
  const autoscalers = of('HorizontalPodAutoscaler')(manifests) as unknown as IHorizontalPodAutoscaler[];
  return workloads(manifests)
    .filter(({ kind }) => kind === 'Deployment')
    .flatMap(({ name, replicas, template }) => {
      const problems: string[] = [];
      if (replicas < 2) problems.push(`Deployment ${name}: ${replicas} replica(s); two or more keep it up while one stops`);
      const budget = budgets.find((b) => selects(b.spec?.selector, template));
      if (!budget) problems.push(`Deployment ${name}: no PodDisruptionBudget selects its pods`);
      else if (budget.spec?.minAvailable !== undefined && Number(budget.spec.minAvailable) >= replicas)
        problems.push(`Deployment ${name}: PodDisruptionBudget ${budget.metadata!.name} lets no pod be evicted, so no node can be drained`);
      const autoscaler = autoscalers.find(({ spec }) => spec?.scaleTargetRef.kind === 'Deployment' && spec.scaleTargetRef.name === name);
      if (!autoscaler) problems.push(`Deployment ${name}: no HorizontalPodAutoscaler scales it`);
      else if ((autoscaler.spec!.minReplicas ?? 1) < 2) problems.push(`Deployment ${name}: its autoscaler may scale it down to one pod`);
      return problems;
    });
}

/** A container's literal environment (values from Secrets and the like left out). */
function literalEnv(template: IPodTemplateSpec): Record<string, string> {
  return Object.fromEntries(template.spec!.containers.flatMap((c) => (c.env ?? []).flatMap(({ name, value }) => (value === undefined ? [] : [[name, value]]))));
}

/**
 * Every Deployment stops gracefully: a preStop sleep keeps it serving until the endpoints drop the pod, then its drain
 * runs; the grace period is longer than both, so the kubelet never kills a drain under way. Its pods run as non-root.
 */
export function terminationProblems(manifests: Manifest[], facts: Pick<DeploymentFacts, 'drainSeconds'>): string[] {
  return workloads(manifests)
    .filter(({ kind }) => kind === 'Deployment')
    .flatMap(({ name, template }) => {
      const spec = template.spec!;
      const problems: string[] = [];
      const drain = facts.drainSeconds(name, literalEnv(template));
      if (drain === undefined) problems.push(`Deployment ${name}: its drain time is not known`);
      const grace = spec.terminationGracePeriodSeconds ?? DEFAULT_GRACE_SECONDS;
      for (const container of spec.containers) {
        const sleep = container.lifecycle?.preStop?.sleep?.seconds;
        if (sleep === undefined) problems.push(`Deployment ${name}, container ${container.name}: no preStop sleep`);
        else if (drain !== undefined && grace <= sleep + drain)
          problems.push(`Deployment ${name}: terminationGracePeriodSeconds ${grace} is not longer than preStop ${sleep} s + drain ${drain} s`);
        if (!(container.securityContext?.runAsNonRoot ?? spec.securityContext?.runAsNonRoot))
          problems.push(`Deployment ${name}, container ${container.name}: not runAsNonRoot`);
      }
      return problems;
    });
}

/** Secrets are referenced, never written in: no Secret object carries data. */
export function secretProblems(manifests: Manifest[]): string[] {
  return of('Secret')(manifests)
    .filter((secret) => secret.data !== undefined || secret.stringData !== undefined)
    .map((secret) => `Secret ${secret.metadata.name}: written into the manifests; create it with kubectl create secret instead`);
}

/** Every environment variable a workload sets is a setting of the service or the gateway (read by their configuration, or documented). */
export function settingProblems(manifests: Manifest[], facts: Pick<DeploymentFacts, 'isSetting'>): string[] {
  return workloads(manifests).flatMap(({ kind, name, template }) =>
    template.spec!.containers.flatMap((container) =>
      (container.env ?? []).filter((variable) => !facts.isSetting(variable.name)).map((variable) => `${kind} ${name}: ${variable.name} is no known setting`),
    ),
  );
}

/**
 * The database has a replica beside its primary (its -ro service is the service's DATABASE_READ_URL), and each
 * PgBouncer pooler fronts a Cluster of the manifests.
 */
export function databaseProblems(manifests: Manifest[]): string[] {
  const clusters = of('Cluster')(manifests);
  const names = new Set(clusters.map((cluster) => cluster.metadata.name));
  return [
    ...clusters
      .filter((cluster) => Number(cluster.spec?.instances ?? 1) < 2)
      .map((cluster) => `Cluster ${cluster.metadata.name}: spec.instances below 2, so no replica serves the reads`),
    ...of('Pooler')(manifests)
      .filter((pooler) => !names.has(String((pooler.spec?.cluster as { name?: string } | undefined)?.name)))
      .map((pooler) => `Pooler ${pooler.metadata.name}: spec.cluster.name names no Cluster of the manifests`),
  ];
}

/** Every invariant at once: what the validation test asserts is empty on the tree, and not on a broken fixture. */
export function invariantProblems(manifests: Manifest[], facts: DeploymentFacts): string[] {
  return [
    ...probeAndResourceProblems(manifests),
    ...availabilityProblems(manifests),
    ...terminationProblems(manifests, facts),
    ...secretProblems(manifests),
    ...settingProblems(manifests, facts),
    ...databaseProblems(manifests),
  ];
}
