import { isRemoteRoutes, type RemoteRoutes } from '@driveratlas/site-contracts';
import { parseReleaseKey, releaseKey, type ReleaseStore, type StoredFile } from '@driveratlas/releases';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors';
import { LeastRecentlyUsed } from '../least-recently-used';

/** How many releases' routes.json are kept: far more than are live at once. */
const ROUTES_KEPT = 200;

/** A release's files never change: a year, and never asked again. */
export const RELEASE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The release store as the gateway reads it: a release's files by path, and its routes.json, read once per release
 * (its files never change under its id).
 */
export class ReleaseFiles {
  private readonly routesRead = new LeastRecentlyUsed<Promise<RemoteRoutes | undefined>>(ROUTES_KEPT);

  constructor(
    readonly store: Pick<ReleaseStore, 'get' | 'location'>,
    private readonly warn: (message: string) => void = () => undefined,
  ) {}

  /** A file of a release, or undefined when there is none (or the path reaches outside the release). */
  async get(remote: string, id: string, path: string): Promise<StoredFile | undefined> {
    const key = releaseKey(remote, id, path);
    return parseReleaseKey(key) ? this.store.get(key) : undefined;
  }

  /** A release's routes.json, or undefined when it cannot be read (asked again next time). */
  routes(remote: string, id: string): Promise<RemoteRoutes | undefined> {
    const key = `${remote}/${id}`;
    return this.routesRead.use(key, () =>
      this.get(remote, id, 'routes.json')
        .then((file) => {
          const parsed: unknown = file && JSON.parse(file.body.toString());
          if (isRemoteRoutes(parsed)) return parsed;
          throw new Error(file ? 'it is not { title, paths, addresses? }' : 'it is not in the store');
        })
        .catch((error: Error) => {
          this.warn(`The routes.json of the ${remote} remote's release ${id} could not be read from ${this.store.location} (${error.message}).`);
          this.routesRead.delete(key);
          return undefined;
        }),
    );
  }
}

/**
 * Each remote's releases at `/remotes/{remote}/releases/{id}/{path}`, from the release store, every one immutable:
 * a page already open keeps loading the chunks of the release it started with, live or not. An unknown release or
 * file, or a path outside the release, is a 404. (Build artefacts are refused before: see static-files.ts.)
 */
export function registerReleaseFiles(app: FastifyInstance, remotes: readonly string[], files: ReleaseFiles): void {
  for (const remote of remotes) {
    app.get<{ Params: { id: string; '*': string } }>(`/remotes/${remote}/releases/:id/*`, async (request, reply) => {
      const file = await files.get(remote, request.params.id, request.params['*']);
      if (!file) return reply.code(404).send(errorBody(404, `Nothing is served at ${request.method} ${request.url.split('?')[0]}.`));
      return reply.header('Cache-Control', RELEASE_CACHE_CONTROL).type(file.contentType).send(file.body);
    });
  }
}
