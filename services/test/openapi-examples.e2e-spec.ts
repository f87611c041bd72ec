import { signIn, useService } from './support';

const ctx = useService();

interface Schema {
  $ref?: string;
  type?: string;
  pattern?: string;
  example?: unknown;
  required?: string[];
  properties?: Record<string, Schema>;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: unknown[];
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** The request a client generated from the document would send: every parameter and body field from its example. */
function exampleRequest(
  document: OpenApiDocument,
  path: string,
  operation: Operation,
): { url: string; body?: unknown; type?: string; files?: Array<[string, string[]]>; problems: string[] } {
  const problems: string[] = [];
  const exampleOf = (parameter: Parameter) => parameter.example ?? parameter.schema?.example;
  let url = path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    const example = exampleOf(parameter);
    if (example === undefined) {
      if (parameter.required) problems.push(`the required ${parameter.in} parameter ${parameter.name} has no example`);
      continue;
    }
    const pattern = parameter.schema?.pattern;
    if (pattern && !new RegExp(pattern).test(String(example))) problems.push(`the example of ${parameter.name} does not match its pattern`);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(example)));
    if (parameter.in === 'query') query.set(parameter.name, String(example));
  }
  const resolve = (schema: Schema): Schema => (schema.$ref ? document.components.schemas[schema.$ref.split('/').pop()!] : schema);
  // A body sent as it is (text or bytes: a device list) has its example whole.
  const [type, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  // A form with files (INF files): each file field's example, attached as files of that field.
  if (type === 'multipart/form-data') {
    const files = Object.entries(resolve(content.schema).properties ?? {}).map(([name, property]) => [name, property.example] as const);
    for (const [name, example] of files) if (!Array.isArray(example)) problems.push(`the multipart/form-data field ${name} has no example`);
    return { url, files: files.filter(([, example]) => Array.isArray(example)) as Array<[string, string[]]>, problems };
  }
  if (type && type !== 'application/json') {
    if (typeof content.schema.example !== 'string') problems.push(`the ${type} body has no example`);
    return { url, body: content.schema.example, type, problems };
  }
  const schema = content && resolve(content.schema);
  let body: unknown;
  if (schema) {
    body =
      schema.example ??
      Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .map(([name, property]) => [name, property.example ?? resolve(property).example] as const)
          .filter(([, example]) => example !== undefined),
      );
    for (const name of schema.required ?? []) {
      if ((body as Record<string, unknown>)[name] === undefined) problems.push(`the required body field ${name} has no example`);
    }
  }
  return { url: query.size ? `${url}?${query}` : url, body, problems };
}

describe("the OpenAPI document's examples", () => {
  it('make a request every operation takes (no 400, no 5xx, a documented answer), the admin ones signed in', async () => {
    const document: OpenApiDocument = (await ctx.api().get('/api/docs-json').expect(200)).body;
    const cookie = await signIn(ctx.api);
    const operations = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
      // Signing out last, so that the session serves every admin operation before.
      .sort((a, b) => Number(a.path.startsWith('/api/auth/')) - Number(b.path.startsWith('/api/auth/')));
    expect(operations.length).toBeGreaterThan(40);
    const refused: string[] = [];
    for (const { path, method, operation } of operations) {
      const { url, body, type, files, problems } = exampleRequest(document, path, operation);
      refused.push(...problems.map((problem) => `${method.toUpperCase()} ${path}: ${problem}`));
      let call = ctx.api()[method as 'get'](url);
      if (operation.security) call = call.set('Cookie', cookie);
      if (type) call = call.set('Content-Type', type);
      if (body !== undefined) call = call.send(body as object);
      for (const [name, examples] of files ?? []) examples.forEach((example, i) => (call = call.attach(name, Buffer.from(example), `example-${i + 1}.inf`)));
      if (files && path.startsWith('/api/admin/')) call = call.set('Origin', new URL(ctx.service.url).origin);
      const res = await call;
      if (res.status === 400 || res.status >= 500 || !operation.responses[res.status]) {
        refused.push(`${method.toUpperCase()} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
