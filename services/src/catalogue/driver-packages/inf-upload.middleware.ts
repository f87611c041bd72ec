import { uploadBody, UPLOAD_FILES_FIELD, uploadedFilesOf } from '../../platform/common/file-upload';

/** The most an INF import takes: files, and bytes a file (a package's largest INF, NVIDIA's, is about 1 MB in UTF-16). */
export const MAX_INF_FILES = 20;
export const MAX_INF_BYTES = 4 * 1024 * 1024;

/** The multipart field the INF files are sent in. */
export const INF_FILES_FIELD = UPLOAD_FILES_FIELD;

/** The INF files of an import's request, read by infUploadBody. */
export const infFilesOf = uploadedFilesOf;

/** Reads an INF import's body (multipart/form-data, the files in `files`) into memory, for these routes alone, within the limits. */
export const infUploadBody = uploadBody({
  files: MAX_INF_FILES,
  bytes: MAX_INF_BYTES,
  noun: 'INF files',
  tooLarge: `An INF file is larger than ${MAX_INF_BYTES / 1024 / 1024} MB.`,
});
