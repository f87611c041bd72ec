import { uploadBody } from '../../platform/common/file-upload';

/**
 * The most a catalog import from the admin takes: a catalog the service reads within a request's time without holding
 * up the other requests (a Dell catalog of a few models, Lenovo's descriptors and HP's CVA files by the hundred, a few KB
 * each). Dell's whole catalog (about 100 MB, UTF-16) goes through `npm run import`, which streams it.
 */
export const MAX_CATALOG_FILES = 500;
export const MAX_CATALOG_BYTES = 16 * 1024 * 1024;

/** Reads a catalog import's body (multipart/form-data, the files in `files`) into memory, within the limits. */
export const catalogUploadBody = uploadBody({
  files: MAX_CATALOG_FILES,
  bytes: MAX_CATALOG_BYTES,
  noun: 'catalog files',
  tooLarge: `A file is larger than ${MAX_CATALOG_BYTES / 1024 / 1024} MB: import it with npm run import.`,
});
