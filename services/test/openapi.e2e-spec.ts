import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { useService } from './support';

const ctx = useService();

const CONTRACT: Array<[string, string]> = [
  ['get', '/api/drivers'],
  ['get', '/api/drivers/featured'],
  ['get', '/api/drivers/{id}'],
  ['post', '/api/drivers'],
  ['put', '/api/drivers/{id}'],
  ['delete', '/api/drivers/{id}'],
  ['get', '/api/categories'],
  ['get', '/api/printer-brands'],
  ['get', '/api/printer-models'],
  ['get', '/api/download-stats'],
  ['post', '/api/drivers/{id}/download'],
  ['get', '/api/drivers/{id}/download-file'],
  ['post', '/api/contact-messages'],
  ['post', '/api/privacy-requests'],
  ['get', '/api/privacy-requests'],
  ['get', '/api/privacy-requests/{id}'],
  ['patch', '/api/privacy-requests/{id}'],
  ['post', '/api/consent-records'],
  ['get', '/api/consent-records/{consentId}'],
  ['post', '/api/auth/login'],
  ['post', '/api/auth/logout'],
  ['get', '/api/auth/session'],
  ['get', '/api/health'],
  ['get', '/api/search'],
  ['get', '/api/search/suggestions'],
  ['get', '/api/manufacturers'],
  ['post', '/api/manufacturers'],
  ['patch', '/api/manufacturers/{id}'],
];

interface Schema {
  example?: unknown;
  required?: string[];
  properties: Record<string, Schema & Record<string, unknown>>;
}
interface Operation {
  security?: unknown;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
}
/** The parts of the OpenAPI document these tests read. */
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes?: Record<string, unknown> };
}

describe('the OpenAPI document', () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    document = (await ctx.api().get('/api/docs-json').expect(200).expect('content-type', /json/)).body;
  });

  it('passes a standard OpenAPI 3 validator', async () => {
    const output = execFileSync(process.execPath, [join(__dirname, 'validate-openapi.mjs')], { input: JSON.stringify(document) });
    const result = JSON.parse(output.toString());
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
  });

  it.each(CONTRACT)('documents %s %s with its answers and error answers', (method, path) => {
    const operation = document.paths[path]?.[method];
    expect(operation).toBeDefined();
    const codes = Object.keys(operation.responses);
    expect(codes.some((c) => /^[23]/.test(c))).toBe(true);
    expect(codes).toEqual(expect.arrayContaining(['429', '500']));
    for (const code of codes.filter((c) => /^[45]/.test(c))) {
      expect(operation.responses[code].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorResponseDto');
    }
  });

  it('gives the driver schema its fields with examples', () => {
    const driver = document.components.schemas.Driver;
    expect(driver.properties.name.example).toEqual(expect.any(String));
    expect(driver.required).toEqual(expect.arrayContaining(['id', 'name', 'version', 'category', 'downloadCount']));
    expect(document.components.schemas.CreateDriverDto.properties.rating).toEqual(expect.objectContaining({ minimum: 1, maximum: 5 }));
  });

  it('marks the admin calls as needing the session cookie', () => {
    for (const [method, path] of [
      ['post', '/api/drivers'],
      ['put', '/api/drivers/{id}'],
      ['delete', '/api/drivers/{id}'],
      ['get', '/api/download-stats'],
    ]) {
      expect(document.paths[path][method].security).toEqual([{ session: [] }]);
      expect(document.paths[path][method].responses['401']).toBeDefined();
    }
  });

  it("marks the release calls as taking the operator's session or a team's release token", () => {
    expect(document.components.securitySchemes?.releaseToken).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    for (const [method, path] of [
      ['post', '/api/admin/remote-releases'],
      ['put', '/api/admin/remote-releases/{remote}/active'],
    ]) {
      expect(document.paths[path][method].security).toEqual([{ session: [] }, { releaseToken: [] }]);
    }
  });

  it('documents the Idempotency-Key header, with its 409 and 422, on the public forms and every admin write', () => {
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => method !== 'get')
        .map(([method, operation]) => [`${method} ${path}`, operation] as const),
    );
    const idempotent = writes.filter(([, operation]) => operation.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'));
    expect(idempotent.map(([name]) => name).sort()).toEqual(
      [
        'post /api/drivers/{id}/download',
        'post /api/contact-messages',
        'post /api/privacy-requests',
        'post /api/consent-records',
        ...writes.filter(([, operation]) => JSON.stringify(operation.security ?? []).includes('"session"')).map(([name]) => name),
      ].sort(),
    );
    for (const [, operation] of idempotent) {
      expect(operation.parameters!.find((p) => p.name === 'Idempotency-Key')!.required).toBe(false);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['409', '422', '503']));
    }
  });

  it('renders Swagger UI at /api/docs', async () => {
    const res = await ctx.api().get('/api/docs').expect(200).expect('content-type', /html/);
    expect(res.text).toContain('swagger-ui');
    expect(res.text).toContain('<title>DriverAtlas API</title>');
  });
});
