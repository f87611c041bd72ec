import { signIn, tableCounts, useService } from './support';
import { Operation, operationsOf, Schema, validValue } from './support/openapi-operations';

/**
 * Every write that takes a JSON body, from the service's own OpenAPI document: each field sent as null and as a value of
 * another type, the body left out and sent as text. Each is refused with 400 (or 415) in the JSON error shape, naming
 * the field, and changes nothing; only a field the document calls `nullable` takes null, and only a body it calls
 * optional may be left out. Every read answers HEAD as it answers GET, changing nothing (Get Driver's link counts no
 * download).
 */
const ctx = useService();

/** A refused request: what was sent, and the statuses it may be answered with. */
interface Refusal {
  what: string;
  body?: string;
  contentType?: string;
  statuses: number[];
  /** The field the answer must name, in problem details' errors. */
  field?: string;
  /** What the message must say. */
  says?: string;
}

/** A value of another JSON type than the field's: what a client mixing up its fields would send. */
const wrongType = (schema: Schema): unknown =>
  schema.type === 'string' ? 12345 : schema.type === 'number' || schema.type === 'integer' ? '12' : schema.type === 'boolean' ? 'true' : 'text';

/** The operation's path with each parameter's example (an id the seed has, a remote's name). */
const pathOf = (operation: Operation) =>
  operation.parameters
    .filter((p) => p.in === 'path')
    .reduce((path, p) => path.replace(`{${p.name}}`, String(p.schema?.example ?? p.schema?.enum?.[0] ?? 1)), operation.path);

/** The body of every field's example, with `changes`. */
function bodyOf(schema: Schema, changes: Record<string, unknown> = {}): string {
  const valid = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, validValue(field)]));
  return JSON.stringify({ ...valid, ...changes });
}

function refusalsOf({ body, bodyRequired }: Operation): Refusal[] {
  const fields = Object.entries(body!.properties ?? {});
  return [
    ...fields
      .filter(([, schema]) => !schema.nullable)
      .map(([field]) => ({ what: `${field} null`, body: bodyOf(body!, { [field]: null }), statuses: [400], field, says: `${field} must not be null` })),
    ...fields.map(([field, schema]) => ({
      what: `${field} ${JSON.stringify(wrongType(schema))}`,
      body: bodyOf(body!, { [field]: wrongType(schema) }),
      statuses: [400],
      field,
    })),
    ...(bodyRequired ? [{ what: 'no body', statuses: [400, 415] }] : []),
    { what: 'the body as text/plain', body: bodyOf(body!), contentType: 'text/plain', statuses: [415, 400] },
  ];
}

describe('write bodies from the OpenAPI document', () => {
  let operations: Operation[];
  let credentials: Record<string, Record<string, string>>;

  beforeAll(async () => {
    operations = await operationsOf(ctx.api);
    const session = { Cookie: await signIn(ctx.api), Origin: new URL(ctx.service.url).origin };
    const key = (await ctx.api().post('/api/admin/partner-keys').set(session).send({ name: 'Body checks', quotaPerMinute: 1000 }).expect(201)).body;
    credentials = { session, partnerKey: { Authorization: `Bearer ${key.secret}` } };
  });

  /** The request as the operation's caller makes it: signed in, or with a partner's key, as its security asks. */
  const send = (operation: Operation, method: string, body?: string, headers: Record<string, string> = {}) => {
    const credential = operation.security.map((scheme) => credentials[scheme]).find(Boolean) ?? {};
    return fetch(`${ctx.service.url}${pathOf(operation)}`, { method, headers: { ...credential, ...headers }, body, redirect: 'manual' });
  };

  /** The fields a problem-details answer names (`/name`), none when it is not one of invalid fields. */
  const namedFields = async (res: Response): Promise<string[]> => {
    if (!res.headers.get('content-type')?.startsWith('application/problem+json')) return [];
    return (((await res.json()) as { errors?: Array<{ pointer: string }> }).errors ?? []).map((e) => e.pointer.slice(1));
  };

  it('refuses null, a wrong type, no body and a body that is not JSON in every write, naming the field and changing nothing', async () => {
    const writes = operations.filter((operation) => operation.body?.properties);
    let refused = 0;
    for (const operation of writes) {
      for (const { what, body, contentType, statuses, field, says } of refusalsOf(operation)) {
        const name = `${operation.method.toUpperCase()} ${operation.path} with ${what}`;
        const headers = { 'Content-Type': contentType ?? 'application/json' };
        const before = await tableCounts(ctx.db);
        const res = await send(operation, operation.method.toUpperCase(), body, body === undefined ? {} : headers);
        const text = await res.text();
        const problem = (wrong: string) => new Error(`${name} answered ${res.status} ${text.slice(0, 300)}: ${wrong}`);
        if (!statuses.includes(res.status)) throw problem(`not ${statuses.join(' or ')}`);
        if (!res.headers.get('content-type')?.startsWith('application/json')) throw problem('an error that is not JSON');
        const answer = JSON.parse(text);
        if (Object.keys(answer).sort().join() !== 'error,message,statusCode' || answer.statusCode !== res.status)
          throw problem('not {statusCode, error, message}');
        if (JSON.stringify(await tableCounts(ctx.db)) !== JSON.stringify(before)) throw problem('a refused write that changed the database');
        if (says && !JSON.stringify(answer.message).includes(says)) throw problem(`not saying "${says}"`);
        const details = field && (await send(operation, operation.method.toUpperCase(), body, { ...headers, Accept: 'application/problem+json' }));
        if (details && !(await namedFields(details)).includes(field)) throw problem(`problem details not naming ${field}`);
        refused++;
      }
    }
    expect(writes.length).toBeGreaterThanOrEqual(25);
    expect(refused).toBeGreaterThanOrEqual(250);
  }, 120_000);

  it('takes null in every field the document calls nullable, and no body where it calls the body optional', async () => {
    const nullable = operations.flatMap((operation) =>
      Object.entries(operation.body?.properties ?? {})
        .filter(([, schema]) => schema.nullable)
        .map(([field]) => [operation, field] as const),
    );
    for (const [operation, field] of nullable) {
      const res = await send(operation, operation.method.toUpperCase(), bodyOf(operation.body!, { [field]: null }), {
        'Content-Type': 'application/json',
        Accept: 'application/problem+json',
      });
      expect([operation.path, field, res.status < 500 && !(await namedFields(res)).includes(field)]).toEqual([operation.path, field, true]);
    }
    expect(nullable.length).toBeGreaterThanOrEqual(10);
    for (const operation of operations.filter((o) => o.body && !o.bodyRequired)) {
      expect([operation.path, (await send(operation, operation.method.toUpperCase())).status]).toEqual([operation.path, 200]);
    }
  });

  it('answers HEAD on every read as GET, changing nothing', async () => {
    for (const operation of operations.filter((o) => o.method === 'get')) {
      const before = await tableCounts(ctx.db);
      const head = await send(operation, 'HEAD');
      expect([operation.path, await tableCounts(ctx.db)]).toEqual([operation.path, before]);
      expect([operation.path, head.status]).toEqual([operation.path, (await send(operation, 'GET')).status]);
    }
  });
});
