import { createReadStream, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import type { CatalogRead, CatalogReads } from './catalog-reads';
import { readDellCatalog } from './dell-catalog';
import { readHpCva } from './hp-cva';
import { readLenovoPackage } from './lenovo-package';
import { MakerCatalogError, type Maker } from './maker-package';

/** The catalogs an import reads, by the word the admin's address and the command use. */
export const CATALOG_FORMATS = ['dell', 'lenovo', 'hp'] as const;
export type CatalogFormat = (typeof CATALOG_FORMATS)[number];
export const MAKER_OF: Record<CatalogFormat, Maker> = { dell: 'Dell', lenovo: 'Lenovo', hp: 'HP' };

/**
 * Where Lenovo keeps its ThinkPad packages: a descriptor sits beside its package's files, so an uploaded descriptor's
 * files are read at this address and its name (Lenovo's model catalogs give the same `<location>`).
 */
export const LENOVO_PACKAGES = 'https://download.lenovo.com/pccbbs/mobiles/';

/** A file of a catalog: its name and its bytes, whole (an upload), or a stream of them (Dell's catalog from disk). */
export interface CatalogFile {
  name: string;
  bytes: Buffer | Readable;
}

/** The files, as the import calls them: the one file's name, or the first and how many more. */
const labelOf = (files: CatalogFile[]) => (files.length === 1 ? files[0].name : `${files[0].name} and ${files.length - 1} more`);

async function* dellReads(file: CatalogFile): AsyncGenerator<CatalogRead> {
  for await (const read of readDellCatalog(file.name, Buffer.isBuffer(file.bytes) ? [file.bytes] : file.bytes)) yield { file: file.name, read };
}

const whole = (file: CatalogFile): Buffer => {
  if (!Buffer.isBuffer(file.bytes)) throw new Error(`${file.name} is read whole, not as a stream.`);
  return file.bytes;
};

/**
 * The packages of a maker's files, as their reader reads them: Dell's one catalog as it streams (its problems found as
 * the reads are taken), Lenovo's descriptors and HP's CVA files one package a file. Throws MakerCatalogError for a file
 * not of the format (Dell's, when the reads reach it).
 */
export function readCatalogFiles(format: CatalogFormat, files: CatalogFile[]): { maker: Maker; label: string; reads: CatalogReads } {
  const maker = MAKER_OF[format];
  if (format === 'dell') {
    if (files.length !== 1) throw new MakerCatalogError(labelOf(files), 1, "Dell's catalog is one file (CatalogPC.xml): send it alone");
    return { maker, label: files[0].name, reads: dellReads(files[0]) };
  }
  const read =
    format === 'lenovo'
      ? (file: CatalogFile) => readLenovoPackage(file.name, whole(file), { location: `${LENOVO_PACKAGES}${encodeURIComponent(file.name)}` })
      : (file: CatalogFile) => readHpCva(file.name, whole(file));
  return { maker, label: labelOf(files), reads: files.map((file) => ({ file: file.name, read: read(file) })) };
}

/** The files at these paths, as the command reads them: Dell's catalog streamed, the others whole. */
export function catalogFilesAt(format: CatalogFormat, paths: string[]): CatalogFile[] {
  return paths.map((path) => ({ name: basename(path), bytes: format === 'dell' ? createReadStream(path) : readFileSync(path) }));
}
