import fc from 'fast-check';
import { signIn, tableCounts, useService } from './support';
import { Operation, operationsOf, Parameter, Schema, validValue } from './support/openapi-operations';

/**
 * Property-based requests generated from the service's own OpenAPI document: every operation gets odd texts (control
 * characters, unicode, SQL, huge strings), huge and wrongly typed numbers, missing and extra fields, prototype keys,
 * deep and malformed JSON, bad ids, odd and unknown query parameters and Idempotency-Keys, admin operations without a
 * session, with a malformed one, from another origin and signed in from the site's own origin. Every answer must be
 * below 500, every error JSON `{statusCode, error?, message}` without internals, and a refused write must change nothing.
 * FUZZ_SEED replays a run (the seed is printed); FUZZ_REQUESTS sets how many requests are spread over the operations.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);

const ctx = useService();

/** What one generated request is made of, before it is put together. */
interface Generated {
  path: string;
  query: Array<[string, string]>;
  body?: string;
  contentType?: string;
  auth: 'none' | 'session' | 'foreign' | 'malformed';
  idempotencyKey?: string;
}

const ODD_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007bell',
  'line\nbreak',
  'tab\there',
  'cr\r',
  '\u007f',
  '\u0085',
  '\ud800',
  'a\udc00b',
  '\u200b',
  'NVIDIA\u200b',
  '\u202eevil',
  '🚀 rocket',
  'ＮＶＩＤＩＡ',
  'e\u0301',
  "'; DROP TABLE drivers; --",
  "' OR 1=1 --",
  '%00',
  '%',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '1e400',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'true',
  'null',
  '[]',
  '{}',
  'https://evil.example/',
  'javascript:alert(1)',
  'x'.repeat(300),
  'y'.repeat(6000),
];
const oddText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }) },
);
const oddNumber = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 1e-9),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(oddText, { maxLength: 3 }),
  fc.dictionary(oddText, oddText, { maxKeys: 3 }),
);
/** Undefined, or now and then (`weight` in `of`) a value of `arbitrary`. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight = 1, of = 5) =>
  fc.oneof({ weight: of - weight, arbitrary: fc.constant(undefined) }, { weight, arbitrary });

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'extra', 'createdAt', '\u0000', 'a\ud800', ''];

/** Mostly a value the field takes (so requests also get past validation), else an odd one of its type, else any type. */
function valueFor(schema: Schema): fc.Arbitrary<unknown> {
  const numeric = schema.type === 'number' || schema.type === 'integer';
  return fc.oneof(
    { weight: 4, arbitrary: schema.enum?.length ? fc.constantFrom(...schema.enum) : fc.constant(validValue(schema)) },
    { weight: 2, arbitrary: numeric ? oddNumber : schema.type === 'array' ? fc.array(oddText, { maxLength: 3 }) : oddText },
    { weight: 1, arbitrary: anyValue },
  );
}

const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const rawJson = fc.oneof(
  fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '42', 'true', '{"a":1,}', '\u0000', '', '{"__proto__":{"isVerified":false}}'),
  fc.integer({ min: 15, max: 25_000 }).map(nestedObject),
  fc.integer({ min: 15, max: 60_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
);

/**
 * A body for the schema: a valid one, a valid one with one field changed, missing or added (a prototype key among
 * the added), one whose every field may be odd or missing, or raw text that is not such an object (deep, malformed).
 */
function bodyFor(schema: Schema): fc.Arbitrary<string> {
  const fields = Object.entries(schema.properties ?? {});
  const valid = Object.fromEntries(fields.map(([name, field]) => [name, validValue(field)]));
  // Object.fromEntries makes a __proto__ key an own property, as JSON.parse would.
  const json = (entries: Array<readonly [string, unknown]>) => JSON.stringify(Object.fromEntries(entries));
  const oneChanged = fields.length
    ? fc
        .tuple(fc.constantFrom(...fields), fc.constantFrom('odd', 'missing', 'extra'), anyValue, fc.constantFrom(...EXTRA_KEYS))
        .chain(([[name, field], change, value, extraKey]) =>
          change === 'odd'
            ? valueFor(field).map((odd) => json(Object.entries({ ...valid, [name]: odd })))
            : fc.constant(
                change === 'missing' ? json(Object.entries(valid).filter(([key]) => key !== name)) : json([...Object.entries(valid), [extraKey, value]]),
              ),
        )
    : fc.constant('{}');
  const anyFields = fc
    .tuple(
      ...fields.map(([name, field]) =>
        fc.option(
          valueFor(field).map((value) => [name, value] as const),
          { freq: 8, nil: undefined },
        ),
      ),
    )
    .map((present) => json(present.filter((entry) => entry !== undefined)));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(json(Object.entries(valid))) },
    { weight: 4, arbitrary: oneChanged },
    { weight: 3, arbitrary: anyFields },
    { weight: 1, arbitrary: rawJson },
    { weight: 1, arbitrary: anyValue.map((value) => JSON.stringify(value) ?? '') },
  );
}

const ID_VALUES = ['1000', '1001', '1040', '1090', '101', '201', '301', '401', '1', '2', '7'];
const BAD_IDS = ['0', '-1', '1.5', '1e3', '99999999999', '2147483648', 'abc', '%00', '%ED%A0%80', '%20', '..%2F..', '%D9%A1%D9%A2', 'null', '1%0A'];
const pathValue = (parameter: Parameter) =>
  parameter.schema?.type === 'integer'
    ? fc.oneof(fc.constantFrom(...ID_VALUES), fc.constantFrom(...BAD_IDS), fc.nat({ max: 3000 }).map(String))
    : fc.oneof(fc.uuid({ version: 4 }), fc.constantFrom('5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b', 'not-a-uuid', ...BAD_IDS));

/** Text for a URL: lone surrogates (which cannot be percent-encoded) become U+FFFD; raw invalid UTF-8 comes from BAD_IDS. */
const encode = (value: unknown) =>
  encodeURIComponent((typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)).replace(/\p{Cs}/gu, '\ufffd'));

function requestFor(operation: Operation): fc.Arbitrary<Generated> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParameters.map(pathValue))
    .map((values) => pathParameters.reduce((url, parameter, i) => url.replace(`{${parameter.name}}`, values[i]), operation.path));
  const declared = fc.tuple(
    ...queryParameters.map((parameter) =>
      sometimes(
        valueFor(parameter.schema ?? {}).map((value) => [parameter.name, encode(value)] as [string, string]),
        2,
      ),
    ),
  );
  const unknown = sometimes(fc.tuple(fc.constantFrom('foo', 'q', 'page', 'pageSize', 'a[b]', 'q[]', '__proto__', '%00', 'limit', 'sort'), oddText.map(encode)));
  const query = fc.tuple(declared, unknown).map(([values, extra]) => [...values, extra].filter((entry): entry is [string, string] => entry !== undefined));
  const auth = operation.admin
    ? fc.constantFrom<Generated['auth']>('session', 'session', 'session', 'none', 'foreign', 'malformed')
    : fc.constantFrom<Generated['auth']>('none', 'none', 'session', 'malformed');
  const idempotencyKey = sometimes(
    fc.oneof(
      { weight: 3, arbitrary: fc.uuid().map((id) => `"${id}"`) },
      { weight: 1, arbitrary: fc.constantFrom('"fuzz-key-1"', '"fuzz-key-2"', 'bare-key', '"', '""', 'two words', `"${'k'.repeat(300)}"`) },
    ),
    2,
  );
  const contentType = fc.constantFrom('application/json', 'application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', undefined);
  const body = operation.body ? bodyFor(operation.body) : sometimes(rawJson);
  return fc.record({ path, query, auth, idempotencyKey: operation.method === 'get' ? fc.constant(undefined) : idempotencyKey, contentType, body });
}

/** What an error answer must never show: exception names, stack frames, file paths, SQL and PostgreSQL's own words. */
const INTERNALS = [
  /QueryFailedError|TypeError|ReferenceError|EntityNotFound|TypeORM/,
  /\bat (?:\/|[\w.<>]+ \()/,
  /\/work\/|node_modules|[\w-]+\.(?:js|ts):\d+/,
  /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\b.*\b(?:FROM|SET|VALUES|WHERE)\b/,
  /syntax error at|violates .* constraint|relation "|column "|invalid input syntax|duplicate key/,
];

describe('generated requests from the OpenAPI document (fuzz)', () => {
  let operations: Operation[];
  let session: string;
  let origin: string;

  beforeAll(async () => {
    operations = await operationsOf(ctx.api);
    session = await signIn(ctx.api);
    origin = new URL(ctx.service.url).origin;
    console.log(`Fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it): ${REQUESTS} requests over ${operations.length} operations.`);
  });

  it('answers every request below 500, every error as JSON without internals, and changes nothing on a refused write', async () => {
    const perOperation = Math.ceil(REQUESTS / operations.length);
    const statuses: Record<number, number> = {};
    let sent = 0;
    const started = Date.now();
    for (const [index, operation] of operations.entries()) {
      const name = `${operation.method.toUpperCase()} ${operation.path}`;
      // Signing out would end the session the other requests use: those two get every form of session but the real one.
      const endsSession = operation.path.startsWith('/api/auth/logout');
      const property = fc.asyncProperty(requestFor(operation), async (generated) => {
        const auth = endsSession && generated.auth === 'session' ? 'malformed' : generated.auth;
        const headers: Record<string, string> = {};
        if (auth === 'session') Object.assign(headers, { Cookie: session, Origin: origin });
        if (auth === 'foreign') Object.assign(headers, { Cookie: session, Origin: 'https://evil.example' });
        if (auth === 'malformed') headers.Cookie = 'da_session=j:{}';
        if (generated.idempotencyKey) headers['Idempotency-Key'] = generated.idempotencyKey;
        const hasBody = operation.method !== 'get' && generated.body !== undefined;
        if (hasBody && generated.contentType) headers['Content-Type'] = generated.contentType;
        const query = generated.query.map(([key, value]) => `${encode(key)}=${value}`).join('&');
        const url = `${ctx.service.url}${generated.path}${query ? `?${query}` : ''}`;
        const write = operation.method !== 'get';
        const before = write ? await tableCounts(ctx.db) : undefined;
        const res = await fetch(url, { method: operation.method.toUpperCase(), headers, body: hasBody ? generated.body : undefined, redirect: 'manual' });
        const text = await res.text();
        sent++;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        const sentText = `${url} ${JSON.stringify(headers)} ${generated.body ?? ''}`;
        const problem = (what: string) => new Error(`${name} answered ${res.status} ${text.slice(0, 300)}: ${what}`);
        if (res.status >= 500) throw problem('a server error');
        if (res.status >= 300 && res.status < 400) {
          const location = new URL(res.headers.get('location') ?? '');
          const domains = (await ctx.db.query<{ domains: string[] }>('SELECT domains FROM manufacturers')).flatMap((m) => m.domains);
          if (location.protocol !== 'https:' || !domains.some((d) => location.hostname === d || location.hostname.endsWith(`.${d}`))) {
            throw problem('a redirect off the official domains');
          }
        }
        if (res.status >= 400) {
          if (!res.headers.get('content-type')?.startsWith('application/json')) throw problem('an error that is not JSON');
          const body = JSON.parse(text);
          const shaped =
            Object.keys(body).every((key) => ['statusCode', 'error', 'message'].includes(key)) &&
            body.statusCode === res.status &&
            (body.error === undefined || typeof body.error === 'string') &&
            (typeof body.message === 'string' || (Array.isArray(body.message) && body.message.every((m: unknown) => typeof m === 'string')));
          if (!shaped) throw problem('an error not shaped {statusCode, error?, message}');
          const leaked = INTERNALS.find((pattern) => pattern.test(text) && !pattern.test(sentText));
          if (leaked) throw problem(`an error showing internals (${leaked})`);
          if (write && JSON.stringify(await tableCounts(ctx.db)) !== JSON.stringify(before)) throw problem('a refused write that changed the database');
        }
      });
      await fc.assert(property, { seed: SEED + index, numRuns: perOperation, endOnFailure: true });
    }
    console.log(`Fuzz: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, by status: ${JSON.stringify(statuses)}`);
    expect(sent).toBeGreaterThanOrEqual(1000);
    expect(operations.length).toBeGreaterThanOrEqual(39);
  }, 240_000);
});
