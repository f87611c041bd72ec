import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { contentTypeOf, parseReleaseKey, PutResult, ReleaseFileChangedError, ReleaseStore, releaseKeyParts, releasePrefix, StoredFile } from './release-store';

const PARTIAL = '.partial-';

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The release store in a folder: one machine's releases (the default, `<repo>/.data/releases`). */
export class FolderReleaseStore implements ReleaseStore {
  constructor(readonly location: string) {}

  async put(key: string, body: Buffer | string): Promise<PutResult> {
    releaseKeyParts(key);
    const content = Buffer.from(body);
    const file = join(this.location, key);
    await mkdir(dirname(file), { recursive: true });
    // Written aside, then linked in place: a file is there whole or not at all, and link() never replaces one.
    const partial = `${file}${PARTIAL}${randomBytes(6).toString('hex')}`;
    await writeFile(partial, content);
    try {
      await link(partial, file);
      return 'written';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!content.equals(await readFile(file))) throw new ReleaseFileChangedError(key);
      return 'unchanged';
    } finally {
      await unlink(partial);
    }
  }

  async get(key: string): Promise<StoredFile | undefined> {
    if (!parseReleaseKey(key)) return undefined;
    try {
      return { body: await readFile(join(this.location, key)), contentType: contentTypeOf(key) };
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
      throw error;
    }
  }

  async list(remote: string, releaseId: string): Promise<string[]> {
    const folder = join(this.location, releasePrefix(remote, releaseId));
    try {
      const entries = await readdir(folder, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.includes(PARTIAL))
        .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .sort();
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  async remove(remote: string, releaseId: string): Promise<number> {
    const count = (await this.list(remote, releaseId)).length;
    await rm(join(this.location, releasePrefix(remote, releaseId)), { recursive: true, force: true });
    return count;
  }
}
