import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_SECURITY } from '../auth/admin-only.decorator';
import { TOKEN_SECURITY } from '../access-tokens';
import { SESSION_COOKIE } from '../auth/auth.service';
import { CACHE_TAG_HEADERS } from '../cdn/cache-tags';
import { ProblemDetailsDto } from '../common/error-response.dto';
import { ID_PARAM_SCHEMA } from '../common/parse-id.pipe';
import { JSON_BODY_TYPE } from '../common/json-body.interceptor';
import { MAX_BODY_DEPTH } from '../common/unstorable-input';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency/idempotent.decorator';

const ERROR_SCHEMA = { $ref: '#/components/schemas/ErrorResponseDto' };
const PROBLEM_SCHEMA = { $ref: '#/components/schemas/ProblemDetailsDto' };

/** Answers any call can give besides its own: bad input, a body too large, rate limits, server trouble. */
const COMMON_ERRORS: Record<string, { description: string; when: (op: Operation) => boolean }> = {
  '400': {
    description:
      'Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, ' +
      'a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, ' +
      `JSON nested deeper than ${MAX_BODY_DEPTH} levels, malformed JSON, or no body where the request body is required.`,
    when: () => true,
  },
  '413': { description: 'The request body is larger than 100 kB.', when: (op) => Boolean(op.requestBody) },
  '415': {
    description: `The request body is not JSON: send it with \`Content-Type: ${JSON_BODY_TYPE}\`.`,
    when: (op) => Boolean(op.requestBody?.content?.[JSON_BODY_TYPE]),
  },
  '429': { description: 'Too many requests from this address.', when: () => true },
  '500': { description: 'Unexpected server error (never with a stack trace).', when: () => true },
  '503': {
    description:
      'The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again.',
    when: () => true,
  },
};

/** The answers a write with an Idempotency-Key can give besides its own. */
const IDEMPOTENCY_ERRORS: Record<string, string> = {
  '409': `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed (try again shortly), or was applied without its answer being kept.`,
  '422': `This ${IDEMPOTENCY_KEY_HEADER} was already used with a different request.`,
};

interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: { type?: string } }>;
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, unknown>;
}

/** Where the gateway's own calls live (partner keys' lookup and usage): outside `/api`, so never reached by a visitor. */
const INTERNAL_PREFIX = '/internal/';

/** The schemas `value` refers to, and those they refer to in turn. */
function schemasReached(value: unknown, schemas: object, reached = new Set<string>()): Set<string> {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      const name = key === '$ref' && typeof child === 'string' ? child.replace('#/components/schemas/', '') : undefined;
      if (name && !reached.has(name)) {
        reached.add(name);
        walk((schemas as Record<string, unknown>)[name]);
      } else walk(child);
    }
  };
  walk(value);
  return reached;
}

/**
 * The document of the operations under `/internal/` (internal: true), or of every other one: the public contract,
 * without the schemas only internal operations use. Both come from the same code, the same way.
 */
function part(document: OpenAPIObject, internal: boolean): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  const ofPart = (path: string) => path.startsWith(INTERNAL_PREFIX) === internal;
  const paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => ofPart(path)));
  const others = Object.fromEntries(Object.entries(document.paths).filter(([path]) => !ofPart(path)));
  const kept = schemasReached(paths, schemas);
  const othersOnly = [...schemasReached(others, schemas)].filter((name) => !kept.has(name));
  const ownSchemas = internal
    ? Object.fromEntries([...kept].sort().map((name) => [name, schemas[name]]))
    : Object.fromEntries(Object.entries(schemas).filter(([name]) => !othersOnly.includes(name)));
  const info = internal ? { ...document.info, title: 'DriverAtlas internal API', description: "The service's calls only the gateway makes." } : document.info;
  return { ...document, info, paths, components: { ...document.components, schemas: ownSchemas } };
}

/** The public contract: every operation under `/api`. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  return part(buildWholeDocument(app), false);
}

/** The gateway's own calls (`/internal/…`), from which its client is generated as the public one is. */
export function buildInternalApiDocument(app: INestApplication): OpenAPIObject {
  return part(buildWholeDocument(app), true);
}

function buildWholeDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('DriverAtlas API')
    .setDescription(
      'The public REST contract of DriverAtlas: the driver catalogue, categories, printer brands and model catalogues, ' +
        'download records, contact messages and privacy rights requests. Admin calls need the session cookie set by `POST /api/auth/login`. ' +
        'Global Privacy Control: a request carrying `Sec-GPC: 1` is treated as an opt-out of the sale and sharing of personal information, ' +
        'and its answer carries `Privacy-Opt-Out: sale, sharing`; a consent record sent with it is stored as necessary only.',
    )
    .setVersion('1.1.0')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, SESSION_SECURITY)
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description: "A team's release token (made by the operator in the admin's Releases tab): acts on its own remote only.",
      },
      TOKEN_SECURITY['release-token'].bearer,
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: "A partner's API key (dak_…), made by the operator: its own quota and webhooks." },
      TOKEN_SECURITY['partner-key'].bearer,
    )
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: "A partner's API key (dak_…), as a header." },
      TOKEN_SECURITY['partner-key'].header,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
    extraModels: [ProblemDetailsDto],
  });
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path) as Operation[]) {
      if (typeof operation !== 'object' || !operation?.responses) continue;
      // A number in a path is a row's id, read by ParseIdPipe; other path parameters describe themselves (@ApiParam).
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && parameter.schema?.type === 'number') parameter.schema = { ...ID_PARAM_SCHEMA };
      }
      for (const [status, { description, when }] of Object.entries(COMMON_ERRORS)) {
        if (!operation.responses[status] && when(operation)) {
          operation.responses[status] = { description, content: { 'application/json': { schema: ERROR_SCHEMA } } };
        }
      }
      if (operation.parameters?.some((p) => p.in === 'header' && p.name === IDEMPOTENCY_KEY_HEADER)) {
        for (const [status, description] of Object.entries(IDEMPOTENCY_ERRORS)) {
          const own = operation.responses[status] as { description?: string } | undefined;
          operation.responses[status] = own
            ? { ...own, description: `${own.description} Or: ${description}` }
            : { description, content: { 'application/json': { schema: ERROR_SCHEMA } } };
        }
      }
      // A public read (it may answer 304) names in its 200 what a CDN files it under.
      const ok = operation.responses['200'] as { headers?: object } | undefined;
      if (operation.responses['304'] && ok) ok.headers = { ...ok.headers, ...CACHE_TAG_HEADERS };
      // Any error answer is problem details instead when the request's Accept names application/problem+json.
      for (const [status, answer] of Object.entries(operation.responses) as Array<[string, { content?: Record<string, unknown> }]>) {
        if (Number(status) >= 400 && answer.content?.['application/json']) answer.content['application/problem+json'] = { schema: PROBLEM_SCHEMA };
      }
    }
  }
  return document;
}

/** Swagger UI at /api/docs and the document at /api/docs-json. */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'DriverAtlas API',
  });
}
