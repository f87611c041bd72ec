/** The paths a remote publishes in its routes.json, as addresses a visitor could open. */
export declare function publishedPaths(remote: string): string[];
