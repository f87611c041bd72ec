import type { ErrorObject } from 'ajv';
import { ObjectMeta } from '@kubernetes-models/apimachinery/apis/meta/v1/ObjectMeta';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { crdValidators } from './crd-schemas';
import type { Manifest } from './manifests';

type Model = { prototype: { validate(): void } };

/** The core kinds the manifests may hold, each validated against the Kubernetes OpenAPI schema (kubernetes-models). */
const CORE_MODELS: Record<string, Model> = {
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

/** `spec.containers[0].name` from a JSON pointer (`/spec/containers/0/name`) under `base`. */
function fieldPath(pointer: string, base = ''): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), base);
}
const child = (path: string, name: string) => (path ? `${path}.${name}` : name);

/**
 * A validator's errors, one line each: `spec.instances: must be integer`, `spec.instancess: unknown field`. Where a
 * value matches none of anyOf's or oneOf's schemas (int-or-string), the types it may have are named once.
 */
function describe(errors: ErrorObject[], base = ''): string[] {
  const alternatives = new Set(errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath));
  const lines = errors.flatMap((error) => {
    const path = fieldPath(error.instancePath, base);
    if (error.keyword === 'additionalProperties') return [`${child(path, error.params.additionalProperty)}: unknown field`];
    if (error.keyword === 'required') return [`${child(path, error.params.missingProperty)}: required`];
    if (error.keyword === 'enum') return [`${path}: must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`];
    if (alternatives.has(error.instancePath) && error.keyword === 'type') return [];
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      const types = errors.filter((e) => e.instancePath === error.instancePath && e.keyword === 'type').map((e) => e.params.type);
      return [`${path}: must be ${types.length ? types.join(' or ') : `as one of its ${error.keyword} schemas`}`];
    }
    return [`${path || '(the object)'}: ${error.message}`];
  });
  return [...new Set(lines)];
}

/** What a validator read of one object given to it: the fields it asked for, and whether it listed them all. */
interface Reads {
  path: string;
  object: object;
  asked: Set<string>;
  listed: boolean;
}

/**
 * `value`, each object in it watched: a compiled JSON Schema validator reads each property its schema declares, and
 * lists an object's keys only where the schema admits others (additionalProperties: a map such as labels).
 */
function watched(value: unknown, path: string, reads: Reads[]): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const read: Reads = { path, object: value, asked: new Set(), listed: Array.isArray(value) };
  reads.push(read);
  const children = new Map<string, unknown>();
  return new Proxy(value, {
    get(target, key, receiver) {
      const found = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string' || !Object.hasOwn(target, key)) return found;
      read.asked.add(key);
      if (!children.has(key)) children.set(key, watched(found, Array.isArray(target) ? `${path}[${key}]` : child(path, key), reads));
      return children.get(key);
    },
    has(target, key) {
      if (typeof key === 'string') read.asked.add(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      read.listed = true;
      return Reflect.ownKeys(target);
    },
  });
}

/**
 * `data` against a kubernetes-models schema (`model`'s validator, with `base` the path of `data` in its object): its
 * errors, and the fields the schema does not have, which the API server's strict decoding refuses
 * (`kubectl apply --validate=strict`). kubernetes-models' validators do not refuse them: a field of an object the
 * validator checked field by field, yet never read, is one its schema does not declare.
 */
function modelProblems(model: Model, data: unknown, base = ''): string[] {
  const reads: Reads[] = [];
  let errors: ErrorObject[] = [];
  try {
    model.prototype.validate.call(watched(data, base, reads));
  } catch (error) {
    errors = (error as { errors?: ErrorObject[] }).errors ?? [];
    if (!errors.length) throw error;
  }
  // A value refused as a whole (of another type) was not read field by field: its fields are not unknown ones.
  const refused = errors.filter((error) => ['type', 'anyOf', 'oneOf'].includes(error.keyword)).map((error) => fieldPath(error.instancePath, base));
  const within = (path: string) => refused.some((at) => path.startsWith(`${at}.`) || path.startsWith(`${at}[`));
  const unknown = reads
    .filter((read) => !read.listed && !within(read.path) && !refused.includes(read.path))
    .flatMap(({ path, object, asked }) =>
      Object.keys(object)
        .filter((key) => !asked.has(key))
        .map((key) => `${child(path, key)}: unknown field`),
    );
  return [...describe(errors, base), ...unknown];
}

/** A custom resource against its CRD's schema (crd-schemas.ts), its metadata against ObjectMeta's. */
function customResourceProblems(manifest: Manifest): string[] | undefined {
  const validate = crdValidators().get(`${manifest.apiVersion}/${manifest.kind}`);
  if (!validate) return undefined;
  const problems = validate(manifest) ? [] : describe(validate.errors ?? []);
  return [...problems, ...modelProblems(ObjectMeta, manifest.metadata, 'metadata')];
}

/**
 * Every object against its schema, as the API server would take it: the core kinds by kubernetes-models, the custom
 * resources (CloudNativePG's) by their CRDs' schemas; unknown fields refused. Any other kind is refused.
 */
export function schemaProblems(manifests: Manifest[]): string[] {
  return manifests.flatMap((manifest) => {
    const { apiVersion, kind, metadata } = manifest;
    const Model = CORE_MODELS[`${apiVersion}/${kind}`];
    const problems = Model ? modelProblems(Model, manifest) : customResourceProblems(manifest);
    if (!problems) return [`${kind} ${metadata?.name} (${apiVersion}): no schema to validate it against`];
    return problems.map((problem) => `${kind} ${metadata?.name}: ${problem}`);
  });
}
