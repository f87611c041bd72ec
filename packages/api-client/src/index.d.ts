// The clients of the service, generated from its OpenAPI documents (openapi-fetch, typed by the documents' types).
import type { Client, ClientOptions } from 'openapi-fetch';
import type { paths } from './schema';
import type { paths as internalPaths } from './internal-schema';

export type * from './schema';

/** A client of the public API (`/api/…`): each call typed by the operation of its path and method. */
export type ApiClient = Client<paths>;

/** A client of the service's internal calls (`/internal/…`), which only the gateway makes. */
export type InternalApiClient = Client<internalPaths>;

export declare function createApiClient(options?: ClientOptions): ApiClient;
export declare function createInternalApiClient(options?: ClientOptions): InternalApiClient;
