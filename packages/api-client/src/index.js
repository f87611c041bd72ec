// The clients of the service, generated from its OpenAPI documents: the public one (`/api`) and the internal one (the
// gateway's own calls). Their types are in index.d.ts; the documents' types in schema.d.ts and internal-schema.d.ts.
const { default: createClient } = require('openapi-fetch');

/** A client of the public API (`/api/…`), typed by openapi.json. */
const createApiClient = (options) => createClient(options);

/** A client of the service's internal calls (`/internal/…`), typed by internal-openapi.json. */
const createInternalApiClient = (options) => createClient(options);

module.exports = { createApiClient, createInternalApiClient };
