/**
 * The API contract's breaking-change check: the current OpenAPI document against the last release's, by the rules of
 * docs/api-changelog.md. openapi-diff was tried first: it finds removed paths and response fields but not a newly required
 * query parameter nor a removed enum value of a request, and takes 15 s on this document, so the rules are written here.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
export interface ApiDocument {
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export type Rule = 'removed path' | 'removed operation' | 'removed response field' | 'removed enum value' | 'newly required' | 'narrowed type';
export interface BreakingChange {
  rule: Rule;
  /** Where it is: `GET /api/drivers` and the field's path in the request or response. */
  where: string;
  /** What the changelog's section of the new major version must name: the path, the operation, or `Schema.field`. */
  subject: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const LOWER_BOUNDS = ['minimum', 'minLength', 'minItems', 'exclusiveMinimum'];
const UPPER_BOUNDS = ['maximum', 'maxLength', 'maxItems', 'exclusiveMaximum'];

const operationsOf = (doc: ApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, method, op })),
  );

const typesOf = (s: Schema) => new Set([...(Array.isArray(s.type) ? s.type : s.type ? [s.type] : []), ...(s.nullable ? ['null'] : [])]);

/** Compares a schema of the release with the current one; `side` says whether clients send it (request) or read it (response). */
function compareSchemas(
  before: ApiDocument,
  after: ApiDocument,
  was: Schema | undefined,
  now: Schema | undefined,
  side: 'request' | 'response',
  where: string,
  owner: string,
  out: BreakingChange[],
  seen = new Set<string>(),
): void {
  if (!was || !now) return;
  const visit = `${was.$ref ?? ''}|${now.$ref ?? ''}|${side}`;
  if ((was.$ref || now.$ref) && seen.has(visit)) return;
  seen.add(visit);
  const name = (s: Schema) => s.$ref?.split('/').pop();
  const resolve = (doc: ApiDocument, s: Schema): Schema => (s.$ref ? (doc.components?.schemas?.[name(s)!] ?? {}) : s);
  const owned = name(was) ?? owner;
  const [a, b] = [resolve(before, was), resolve(after, now)];
  const [aAll, bAll] = [a, b].map((s): Schema => (s.allOf ? Object.assign({}, ...s.allOf.map((p) => resolve(s === a ? before : after, p))) : s));
  const [typesA, typesB] = [typesOf(aAll), typesOf(bAll)];
  const [boundsA, boundsB] = [aAll, bAll] as Array<Record<string, unknown>>;
  // A reader must still get every type it got; a sender must still be allowed every type it sent.
  const lost = [...typesA].filter((t) => !typesB.has(t) && !(t === 'integer' && typesB.has('number')));
  if (typesA.size && typesB.size && lost.length) out.push({ rule: 'narrowed type', where: `${where}: ${[...typesA]} became ${[...typesB]}`, subject: owned });
  if (aAll.enum && bAll.enum !== undefined) {
    for (const value of aAll.enum.filter((v) => !bAll.enum!.includes(v))) {
      out.push({ rule: 'removed enum value', where: `${where}: ${JSON.stringify(value)}`, subject: String(value) });
    }
  } else if (aAll.enum === undefined && bAll.enum && side === 'request') {
    out.push({ rule: 'narrowed type', where: `${where}: now limited to ${JSON.stringify(bAll.enum)}`, subject: owned });
  }
  if (side === 'request') {
    const tighter = (k: string, lower: boolean) => {
      const [was, now] = [boundsA[k], boundsB[k]];
      return typeof now === 'number' && (typeof was !== 'number' || (lower ? now > was : now < was));
    };
    for (const k of [...LOWER_BOUNDS.filter((k) => tighter(k, true)), ...UPPER_BOUNDS.filter((k) => tighter(k, false))]) {
      out.push({ rule: 'narrowed type', where: `${where}: ${k} ${boundsA[k] ?? 'none'} became ${boundsB[k]}`, subject: owned });
    }
    for (const k of ['pattern', 'format'].filter((k) => boundsB[k] !== undefined && boundsB[k] !== boundsA[k])) {
      out.push({ rule: 'narrowed type', where: `${where}: ${k} ${JSON.stringify(boundsB[k])}`, subject: owned });
    }
    const wasRequired = new Set(aAll.required ?? []);
    for (const field of (bAll.required ?? []).filter((f) => !wasRequired.has(f))) {
      out.push({ rule: 'newly required', where: `${where}.${field}`, subject: `${owned}.${field}` });
    }
  }
  for (const [field, schema] of Object.entries(aAll.properties ?? {})) {
    const current = bAll.properties?.[field];
    if (!current) {
      if (side === 'response') out.push({ rule: 'removed response field', where: `${where}.${field}`, subject: `${owned}.${field}` });
      continue;
    }
    compareSchemas(before, after, schema, current, side, `${where}.${field}`, `${owned}.${field}`, out, seen);
  }
  compareSchemas(before, after, aAll.items, bAll.items, side, `${where}[]`, owner, out, seen);
}

/** Every breaking change of `after` against the release `before`, and the operations it adds. */
export function compareDocuments(before: ApiDocument, after: ApiDocument): { breaking: BreakingChange[]; added: string[] } {
  const breaking: BreakingChange[] = [];
  const current = new Map(operationsOf(after).map((o) => [o.key, o]));
  const released = new Set(operationsOf(before).map((o) => o.key));
  for (const { key, path, op } of operationsOf(before)) {
    if (!after.paths[path]) {
      if (!breaking.some((c) => c.subject === path)) breaking.push({ rule: 'removed path', where: path, subject: path });
      continue;
    }
    const now = current.get(key)?.op;
    if (!now) {
      breaking.push({ rule: 'removed operation', where: key, subject: key });
      continue;
    }
    const params = new Map((op.parameters ?? []).map((p) => [`${p.in}:${p.name}`, p]));
    for (const p of now.parameters ?? []) {
      const was = params.get(`${p.in}:${p.name}`);
      if (p.required && !was?.required) breaking.push({ rule: 'newly required', where: `${key} ${p.in} parameter ${p.name}`, subject: p.name });
      compareSchemas(before, after, was?.schema, p.schema, 'request', `${key} ${p.in} parameter ${p.name}`, p.name, breaking);
    }
    if (now.requestBody?.required && op.requestBody && !op.requestBody.required) {
      breaking.push({ rule: 'newly required', where: `${key} request body`, subject: key });
    }
    for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
      compareSchemas(before, after, media.schema, now.requestBody?.content?.[type]?.schema, 'request', `${key} request`, key, breaking);
    }
    for (const [status, answer] of Object.entries(op.responses ?? {})) {
      for (const [type, media] of Object.entries(answer.content ?? {})) {
        const schema = now.responses?.[status]?.content?.[type]?.schema;
        compareSchemas(before, after, media.schema, schema, 'response', `${key} ${status} response`, key, breaking);
      }
    }
  }
  const added = [...current.keys()].filter((key) => !released.has(key));
  return { breaking: dedupe(breaking), added };
}

const dedupe = (changes: BreakingChange[]) => [...new Map(changes.map((c) => [`${c.rule}|${c.where}`, c])).values()];

const major = (version: string) => Number(version.split('.')[0]);

/** The changelog's section of a version: from its `## x.y.z` heading to the next heading of that level. */
export function changelogSection(changelog: string, version: string): string | undefined {
  const escaped = version.replace(/\./g, '\\.');
  return new RegExp(`^## ${escaped}\\b[^\\n]*\\n([\\s\\S]*?)(?=^## |(?![\\s\\S]))`, 'm').exec(changelog)?.[0];
}

/**
 * What keeps the current document from passing against the release: each sentence says what to change. Breaking changes
 * pass only with a new major `info.version` whose changelog section names each one; each added operation must be named
 * in the changelog.
 */
export function contractProblems(before: ApiDocument, after: ApiDocument, changelog: string): string[] {
  const { breaking, added } = compareDocuments(before, after);
  const problems: string[] = [];
  const version = after.info.version;
  if (breaking.length) {
    const section = changelogSection(changelog, version);
    if (major(version) <= major(before.info.version)) {
      problems.push(
        `Breaking changes against release ${before.info.version}; set info.version to ${major(before.info.version) + 1}.0.0 and add a "## ${major(before.info.version) + 1}.0.0" section to docs/api-changelog.md naming each of them, or undo them:\n` +
          breaking.map((c) => `  - ${c.rule}: ${c.where} (name \`${c.subject}\`)`).join('\n'),
      );
    } else if (!section) {
      problems.push(`info.version is ${version} but docs/api-changelog.md has no "## ${version}" section naming its breaking changes.`);
    } else {
      const unnamed = breaking.filter((c) => !section.includes(c.subject));
      if (unnamed.length) {
        problems.push(
          `The "## ${version}" section of docs/api-changelog.md must name each breaking change; add:\n` +
            unnamed.map((c) => `  - ${c.rule}: \`${c.subject}\` (${c.where})`).join('\n'),
        );
      }
    }
  }
  const unlisted = added.filter((key) => !changelog.includes(`\`${key}\``));
  if (unlisted.length) {
    problems.push(
      `Operations added since release ${before.info.version} and not in docs/api-changelog.md; add these lines to its additions:\n` +
        unlisted.map((k) => `- \`${k}\``).join('\n'),
    );
  }
  return problems;
}
