import type { ReleaseMetadata } from '@driveratlas/site-contracts';
import { randomBytes } from 'node:crypto';
import type { ServiceUnderTest } from './support';

/** A release's release.json that passes its checks: `routes` its paths, `uses` the modules it shows of other remotes. */
export function releaseOf(remote: string, version: string, facts: Partial<Pick<ReleaseMetadata, 'routes' | 'exposes' | 'uses'>> = {}): ReleaseMetadata {
  const hash = randomBytes(6).toString('hex');
  return {
    remote,
    version,
    hash,
    id: `${version}-${hash}`,
    routes: facts.routes ?? { title: `the ${remote} pages`, paths: [`/${remote}-${version}`] },
    exposes: facts.exposes ?? ['routes'],
    uses: facts.uses ?? {},
    shared: { react: '19.2.0', 'react-dom': '19.2.0' },
    firstLoadBytes: 40_000,
    checks: [
      { check: 'routes', passed: true, message: 'Its paths are its own.' },
      { check: 'shared', passed: true, message: 'It shares what the shell provides.' },
    ],
  };
}

/** The headers of an operator's call from the site itself: the session cookie and the site's origin. */
export const asOperator = (ctx: ServiceUnderTest, cookie: string) => ({ Cookie: cookie, Origin: new URL(ctx.service.url).origin });

/** The headers of a team's release pipeline. */
export const withToken = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The rows of the registry's tables and the audit log, which a refused call leaves as they were. */
export async function registryRows(ctx: ServiceUnderTest): Promise<unknown[][]> {
  const tables = ['remote_releases', 'remote_channels', 'access_tokens', 'remote_reports', 'audit_entries'];
  return Promise.all(tables.map((table) => ctx.db.query(`SELECT * FROM ${table} ORDER BY 1`)));
}
