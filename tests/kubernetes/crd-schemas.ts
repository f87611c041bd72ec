import Ajv, { type AnySchemaObject, type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** CloudNativePG's CRDs as its release ships them (crds/README.md names the release and how to update them). */
const CRDS = join(__dirname, 'crds');

type Schema = AnySchemaObject & {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
  'x-kubernetes-list-map-keys'?: string[];
};

interface CustomResourceDefinition {
  kind: string;
  spec: { group: string; names: { kind: string }; versions: { name: string; served: boolean; schema: { openAPIV3Schema: Schema } }[] };
}

/**
 * The schema as the API server applies it to an object it decodes strictly (`kubectl apply --validate=strict`): its
 * schemas are structural, and a field no schema declares is pruned, which strict decoding refuses as an unknown field.
 * So an object's schema without additionalProperties admits its properties alone (none when it has none), unless it
 * keeps unknown fields (x-kubernetes-preserve-unknown-fields). The value validations (anyOf, allOf, oneOf, not) declare
 * no field of their own in a structural schema, and are left as they are. The root's metadata is the API server's
 * ObjectMeta, which the CRD leaves open: it is checked against ObjectMeta's own schema (schemas.ts).
 */
function strict(schema: Schema, root = false): Schema {
  const result: Schema = { ...schema };
  if (schema.properties)
    result.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, child]) => [name, root && name === 'metadata' ? child : strict(child)]),
    );
  if (schema.items) result.items = strict(schema.items);
  if (typeof schema.additionalProperties === 'object') result.additionalProperties = strict(schema.additionalProperties);
  const isObject = schema.type === 'object' || schema.properties !== undefined;
  if (isObject && schema.additionalProperties === undefined && !schema['x-kubernetes-preserve-unknown-fields']) result.additionalProperties = false;
  return result;
}

/**
 * x-kubernetes-list-type: a `set` holds each value once, a `map` each item once by its x-kubernetes-list-map-keys (the
 * API server refuses a duplicate); `atomic` (the default) holds anything.
 */
const listType: SchemaValidateFunction = (type: string, items: unknown[], parentSchema?: AnySchemaObject) => {
  if (type !== 'set' && type !== 'map') return true;
  const keys: string[] | undefined = (parentSchema as Schema | undefined)?.['x-kubernetes-list-map-keys'];
  const identity = (item: unknown) =>
    type === 'map' && keys ? keys.map((key) => `${key}=${JSON.stringify((item as Record<string, unknown>)?.[key])}`).join(', ') : JSON.stringify(item);
  const seen = new Set<string>();
  for (const item of items) {
    const id = identity(item);
    if (seen.has(id)) {
      listType.errors = [{ keyword: 'x-kubernetes-list-type', message: `must not hold two items of ${id} (list type ${type})`, params: { duplicate: id } }];
      return false;
    }
    seen.add(id);
  }
  return true;
};

/** RFC 3339, as Kubernetes writes a time. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

function newAjv(): Ajv {
  // Strict: a keyword this file does not know fails the compilation, so a CRD from a newer release that uses one is
  // noticed rather than half-checked. strictTypes is off: CRD schemas set `type` beside anyOf (int-or-string).
  const ajv = new Ajv({ allErrors: true, strictTypes: false });
  // Markers for server-side apply and for the anyOf beside them: nothing to check of their own.
  for (const keyword of ['x-kubernetes-int-or-string', 'x-kubernetes-map-type', 'x-kubernetes-list-map-keys', 'x-kubernetes-preserve-unknown-fields'])
    ajv.addKeyword({ keyword });
  // CEL rules: the API server evaluates them (some against the object's previous version, oldSelf); not checked here.
  ajv.addKeyword({ keyword: 'x-kubernetes-validations' });
  ajv.addKeyword({ keyword: 'x-kubernetes-list-type', type: 'array', schemaType: 'string', validate: listType, errors: true });
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('date-time', DATE_TIME);
  return ajv;
}

let validators: Map<string, ValidateFunction> | undefined;

/**
 * The validator of each custom resource's served version, by `<group>/<version>/<kind>` (a manifest's apiVersion and
 * kind), compiled once from the CRDs of crds/.
 */
export function crdValidators(): Map<string, ValidateFunction> {
  if (validators) return validators;
  const ajv = newAjv();
  validators = new Map();
  for (const file of readdirSync(CRDS).filter((name) => name.endsWith('.yaml'))) {
    const crd = parse(readFileSync(join(CRDS, file), 'utf8')) as CustomResourceDefinition;
    if (crd.kind !== 'CustomResourceDefinition') throw new Error(`${file} is no CustomResourceDefinition.`);
    for (const version of crd.spec.versions.filter(({ served }) => served))
      validators.set(`${crd.spec.group}/${version.name}/${crd.spec.names.kind}`, ajv.compile(strict(version.schema.openAPIV3Schema, true)));
  }
  return validators;
}
