import type { ServiceUnderTest } from '../support';

/** What the generated tests read of the service's OpenAPI document. */
export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  allOf?: Schema[];
}
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: Schema;
}
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON request body's schema, its $ref resolved. */
  body?: Schema;
  bodyRequired: boolean;
  /** The security schemes it takes, any one of them (`session`, `partnerKey`, `releaseToken`…); none for a public operation. */
  security: string[];
  admin: boolean;
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> }; security?: object[] }>
  >;
  components: { schemas: Record<string, Schema> };
}

/** Every operation of the service's own document (`/api/docs-json`). */
export async function operationsOf(api: ServiceUnderTest['api']): Promise<Operation[]> {
  const document: OpenApiDocument = (await api().get('/api/docs-json').expect(200)).body;
  const resolve = (schema?: Schema): Schema | undefined => (schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop()!] : schema);
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method,
      path,
      parameters: operation.parameters ?? [],
      body: resolve(operation.requestBody?.content['application/json']?.schema),
      bodyRequired: operation.requestBody?.required === true,
      security: (operation.security ?? []).flatMap((scheme) => Object.keys(scheme)),
      admin: Boolean(operation.security?.length),
    })),
  );
}

/** A value the schema accepts: its example, its first choice, or one made from its type. */
export function validValue(schema: Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.type === 'array') return [validValue(schema.items ?? { type: 'string' })];
  if (schema.type === 'number' || schema.type === 'integer') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  if (schema.format === 'uri') return 'https://www.nvidia.com/en-us/drivers/';
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uuid') return '5b0f7c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
  return 'Fuzz text value';
}
