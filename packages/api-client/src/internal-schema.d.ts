// Generated from the service's OpenAPI document by `npm run generate:api-client`. Do not edit.

export interface paths {
    "/internal/partner-keys/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a gateway's counts of keys' requests since its last batch. */
        post: operations["PartnerKeysInternal_usage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/internal/partner-keys/{sha256}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A live key's id and quota; 404 for an unknown or revoked one. */
        get: operations["PartnerKeysInternal_quota"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponseDto: {
            /** @example 400 */
            statusCode: number;
            /** @example Bad Request */
            error: string;
            /**
             * @description One message, or one per invalid field.
             * @example [
             *       "name should not be empty"
             *     ]
             */
            message: Record<string, never>;
        };
        InvalidFieldDto: {
            /** @example /name */
            pointer?: string;
            /** @example limit */
            name?: string;
            /** @example name should not be empty */
            detail: string;
        };
        PartnerKeyQuota: {
            /** @example 3 */
            id: number;
            /** @example 1200 */
            quotaPerMinute: number;
        };
        PartnerKeyUsageBatchDto: {
            counts: components["schemas"]["PartnerKeyUsageCountDto"][];
        };
        PartnerKeyUsageCountDto: {
            sha256: string;
            day: string;
            requests: number;
            lastUsedAt: string;
        };
        ProblemDetailsDto: {
            /**
             * @description The kind of problem: `https://{host}/problems/validation` for invalid fields, else `about:blank`.
             * @example about:blank
             */
            type: string;
            /**
             * @description The kind's title (the status's for `about:blank`).
             * @example Not Found
             */
            title: string;
            /** @example 404 */
            status: number;
            /**
             * @description What went wrong with this request.
             * @example Driver 12345 was not found.
             */
            detail: string;
            /**
             * @description The request's path.
             * @example /api/drivers/12345
             */
            instance: string;
            /** @description For invalid input: each invalid field and what is wrong with it. */
            errors?: components["schemas"]["InvalidFieldDto"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    PartnerKeysInternal_usage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerKeyUsageBatchDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The request body is not JSON: send it with `Content-Type: application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
    PartnerKeysInternal_quota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sha256: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerKeyQuota"];
                };
            };
            /** @description Invalid input: a malformed id, an unknown query parameter, a missing, wrongly typed or unknown field, `null` in a field not `nullable`, a number out of range, text with control characters or invalid Unicode, a `__proto__`, `constructor` or `prototype` key, JSON nested deeper than 20 levels, malformed JSON, or no body where the request body is required. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description No live partner key has this hash. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests from this address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description Unexpected server error (never with a stack trace). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
            /** @description The database is unavailable or did not answer in time (nothing was written), or the service is unavailable; `Retry-After` says when to try again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                    "application/problem+json": components["schemas"]["ProblemDetailsDto"];
                };
            };
        };
    };
}
