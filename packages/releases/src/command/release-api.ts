/** The service's registry of releases, as a team's pipeline calls it with its release token. */
import type { LiveRelease, ReleaseFacts, ReleaseMetadata } from '@driveratlas/site-contracts';

export const DEFAULT_RELEASE_API_URL = 'http://localhost:8080';

/** A registered release, as the registry lists it: its release.json, who registered it when, and how it loaded. */
export interface RegisteredRelease extends ReleaseMetadata {
  registeredAt: string;
  registeredBy: string;
  loads: number;
  failures: number;
  failureRate: number | null;
}

/** A remote in the registry: its live releases and every release, newest first. */
export interface RegistryRemote {
  remote: string;
  active: LiveRelease | null;
  canary: (LiveRelease & { share: number }) | null;
  changedAt: string | null;
  history: RegisteredRelease[];
}

/** The service refused, or could not be reached: its message is the team's to read. */
export class ReleaseApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ReleaseApiError';
  }
}

const messageOf = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : undefined;
};

export class ReleaseApi {
  private readonly base: string;

  constructor(
    url: string,
    private readonly token: string,
  ) {
    this.base = `${url.replace(/\/+$/, '')}/api/admin/remote-releases`;
  }

  /** From RELEASE_API_URL (the gateway, by default) and RELEASE_TOKEN. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseApi {
    const token = env.RELEASE_TOKEN?.trim();
    if (!token) throw new ReleaseApiError("RELEASE_TOKEN is not set: ask the operator for your team's release token (Admin, POST /api/admin/release-tokens).");
    return new ReleaseApi(env.RELEASE_API_URL?.trim() || DEFAULT_RELEASE_API_URL, token);
  }

  async registry(): Promise<RegistryRemote[]> {
    return (await this.call<{ remotes: RegistryRemote[] }>('GET', '')).remotes;
  }

  async remote(remote: string): Promise<RegistryRemote> {
    const found = (await this.registry()).find((entry) => entry.remote === remote);
    if (!found) throw new ReleaseApiError(`The registry knows no ${remote} remote.`);
    return found;
  }

  /** The facts of every live release (active and canary) of every remote, for the checks. */
  async liveFacts(): Promise<ReleaseFacts[]> {
    return (await this.registry()).flatMap(({ active, canary, history }) =>
      history
        .filter((release) => release.id === active?.id || release.id === canary?.id)
        .map(({ remote, id, routes, exposes, uses }) => ({ remote, id, routes, exposes, uses })),
    );
  }

  register(metadata: ReleaseMetadata): Promise<RegisteredRelease> {
    return this.call('POST', '', metadata);
  }

  setActive(remote: string, release: string): Promise<RegistryRemote> {
    return this.call('PUT', `/${encodeURIComponent(remote)}/active`, { release });
  }

  setCanary(remote: string, release: string, share: number): Promise<RegistryRemote> {
    return this.call('PUT', `/${encodeURIComponent(remote)}/canary`, { release, share });
  }

  promoteCanary(remote: string): Promise<RegistryRemote> {
    return this.call('POST', `/${encodeURIComponent(remote)}/canary/promote`);
  }

  dropCanary(remote: string): Promise<RegistryRemote> {
    return this.call('DELETE', `/${encodeURIComponent(remote)}/canary`);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = this.base + path;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${this.token}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new ReleaseApiError(
        `Could not reach the release registry at ${url}: ${(error as Error).cause ?? (error as Error).message}. Is RELEASE_API_URL right?`,
      );
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!response.ok)
      throw new ReleaseApiError(
        `The registry refused (${response.status}): ${messageOf(parsed) ?? (text.slice(0, 300) || response.statusText)}`,
        response.status,
      );
    return parsed as T;
  }
}
