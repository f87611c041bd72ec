import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiDocument, compareDocuments, contractProblems } from './support/api-diff';

const released: ApiDocument = JSON.parse(readFileSync(join(__dirname, '../openapi/released.json'), 'utf8'));
const CHANGELOG = '# API changelog\n\n## 1.0.0\n\nThe first release.\n';

/** A document as a test edits it: any part reached by its path. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Editable = ApiDocument & { paths: any; components: { schemas: any } };

/** A copy of the release changed by `change`. */
function changed(change: (doc: Editable) => void): ApiDocument {
  const copy = structuredClone(released) as Editable;
  change(copy);
  return copy;
}
const schemas = (doc: Editable) => doc.components.schemas;
const rulesOf = (doc: ApiDocument) => compareDocuments(released, doc).breaking.map((c) => c.rule);

describe('the breaking-change checker, rule by rule', () => {
  it('passes the release against itself', () => {
    expect(compareDocuments(released, released)).toEqual({ breaking: [], added: [] });
    expect(contractProblems(released, released, CHANGELOG)).toEqual([]);
  });

  it('a removed path', () => {
    expect(rulesOf(changed((d) => delete d.paths['/api/drivers/featured']))).toEqual(['removed path']);
  });

  it('a removed operation', () => {
    expect(rulesOf(changed((d) => delete d.paths['/api/drivers/{id}'].delete))).toEqual(['removed operation']);
  });

  it('a removed response field, wherever the schema is answered', () => {
    const { breaking } = compareDocuments(
      released,
      changed((d) => delete schemas(d).Manufacturer.properties.supportUrl),
    );
    expect(new Set(breaking.map((c) => c.rule))).toEqual(new Set(['removed response field']));
    expect(breaking.map((c) => c.where)).toContain('GET /api/manufacturers 200 response[].supportUrl');
    expect(new Set(breaking.map((c) => c.subject))).toEqual(new Set(['Manufacturer.supportUrl']));
  });

  it('a removed enum value', () => {
    const doc = changed((d) => (schemas(d).CreateDriverDto.properties.category.enum = schemas(d).CreateDriverDto.properties.category.enum.slice(1)));
    expect(rulesOf(doc)).toContain('removed enum value');
  });

  it('a newly required parameter', () => {
    const doc = changed((d) => d.paths['/api/drivers'].get.parameters.push({ name: 'region', in: 'query', required: true, schema: { type: 'string' } }));
    expect(rulesOf(doc)).toEqual(['newly required']);
  });

  it('a newly required request field', () => {
    expect(rulesOf(changed((d) => schemas(d).CreateManufacturerDto.required.push('slug')))).toEqual(['newly required']);
  });

  it('a narrowed type: another type, or a tighter bound of what clients send', () => {
    expect(rulesOf(changed((d) => (schemas(d).Manufacturer.properties.name = { type: 'integer' })))).toContain('narrowed type');
    const limit = changed((d) => (d.paths['/api/drivers'].get.parameters.find((p: { name: string }) => p.name === 'limit').schema.maximum = 50));
    expect(rulesOf(limit)).toEqual(['narrowed type']);
  });

  it('additive changes are not breaking but must be listed: a new path, a new optional field', () => {
    const doc = changed((d) => {
      d.paths['/api/things'] = { get: { responses: { '200': { description: 'ok' } } } };
      schemas(d).Manufacturer.properties.country = { type: 'string' };
      d.paths['/api/drivers'].get.parameters.push({ name: 'region', in: 'query', required: false, schema: { type: 'string' } });
    });
    expect(compareDocuments(released, doc)).toEqual({ breaking: [], added: ['GET /api/things'] });
    expect(contractProblems(released, doc, CHANGELOG).join('\n')).toMatch(/add these lines to its additions:\n- `GET \/api\/things`$/);
    expect(contractProblems(released, doc, `${CHANGELOG}\n## 1.1.0\n\n- \`GET /api/things\`\n`)).toEqual([]);
  });
});

describe('a breaking change passes only with a new major version recorded', () => {
  const removed = changed((d) => delete schemas(d).Manufacturer.properties.supportUrl);
  const major = (version: string) =>
    changed((d) => {
      delete schemas(d).Manufacturer.properties.supportUrl;
      d.info.version = version;
    });
  const recorded = `${CHANGELOG}\n## 2.0.0\n\n- Removed \`Manufacturer.supportUrl\` from every answer.\n`;

  it('refuses a removed response field, saying what to write', () => {
    const [problem] = contractProblems(released, removed, CHANGELOG);
    expect(problem).toMatch(/set info.version to 2.0.0 and add a "## 2.0.0" section/);
    expect(problem).toMatch(/removed response field: GET \/api\/manufacturers 200 response\[\]\.supportUrl \(name `Manufacturer.supportUrl`\)/);
  });

  it('refuses it with the changelog alone, or with the version alone, or with a section not naming it', () => {
    expect(contractProblems(released, removed, recorded)).toHaveLength(1);
    expect(contractProblems(released, major('2.0.0'), CHANGELOG)[0]).toMatch(/no "## 2.0.0" section/);
    expect(contractProblems(released, major('2.0.0'), `${CHANGELOG}\n## 2.0.0\n\n- Something else.\n`)[0]).toMatch(/`Manufacturer.supportUrl`/);
    expect(contractProblems(released, major('1.1.0'), recorded)[0]).toMatch(/set info.version to 2.0.0/);
  });

  it('passes once the changelog and info.version record the new major version', () => {
    expect(contractProblems(released, major('2.0.0'), recorded)).toEqual([]);
  });
});
