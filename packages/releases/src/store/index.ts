import { isAbsolute, join, resolve } from 'node:path';
import { FolderReleaseStore } from './folder-store';
import type { ReleaseStore } from './release-store';
import { S3ReleaseStore } from './s3-store';

export * from './release-store';
export { FolderReleaseStore } from './folder-store';
export { S3ReleaseStore, type S3StoreOptions } from './s3-store';

/** The repository's own folder for releases: `.data/` is kept out of git. */
export const DEFAULT_RELEASE_FOLDER = join(__dirname, '..', '..', '..', '..', '.data', 'releases');

/**
 * The release store the settings name: `RELEASE_STORE=s3://bucket/prefix` (with `RELEASE_STORE_S3_ENDPOINT` for
 * MinIO or another S3-compatible server, `AWS_REGION`, and the credentials in the standard AWS variables), a folder
 * (`RELEASE_STORE=/srv/releases`), or, unset, `<repo>/.data/releases`.
 */
export function releaseStoreFromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseStore {
  const setting = env.RELEASE_STORE?.trim();
  if (!setting) return new FolderReleaseStore(DEFAULT_RELEASE_FOLDER);
  if (setting.startsWith('s3://')) {
    const [bucket, ...prefix] = setting.slice('s3://'.length).split('/');
    if (!bucket) throw new Error(`RELEASE_STORE=${setting} names no bucket: write s3://bucket or s3://bucket/prefix.`);
    return new S3ReleaseStore({
      bucket,
      prefix: prefix.filter(Boolean).join('/'),
      endpoint: env.RELEASE_STORE_S3_ENDPOINT || undefined,
      region: env.AWS_REGION,
    });
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(setting)) throw new Error(`RELEASE_STORE=${setting}: the release store is s3://bucket/prefix or a folder.`);
  return new FolderReleaseStore(isAbsolute(setting) ? setting : resolve(setting));
}
