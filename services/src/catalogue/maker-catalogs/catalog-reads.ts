import type { PackageRead } from './maker-package';

/** A package's read and the file it was read from (Dell's catalog holds thousands; a Lenovo descriptor or an HP CVA, one). */
export interface CatalogRead {
  file: string;
  read: PackageRead;
}
export type CatalogReads = AsyncIterable<CatalogRead> | Iterable<CatalogRead>;

/** Packages read and decided together: one read of the drivers and the packages known for them, one transaction in a command's import. */
export const IMPORT_BATCH = 200;

/** The reads in batches of IMPORT_BATCH, as they come. */
export async function* batches(reads: CatalogReads): AsyncGenerator<CatalogRead[]> {
  let batch: CatalogRead[] = [];
  for await (const read of reads) {
    batch.push(read);
    if (batch.length === IMPORT_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
