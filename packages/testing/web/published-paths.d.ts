/** The paths a remote publishes in its routes.json, as addresses a visitor could open, and the addresses it offers the sitemap. */
export declare function publishedPaths(remote: string): string[];
