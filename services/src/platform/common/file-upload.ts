import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { createHash } from 'node:crypto';

/** The multipart field an upload's files are sent in. */
export const UPLOAD_FILES_FIELD = 'files';

/** What an upload takes: how many files, how large each, and how its messages name them (`INF files`). */
export interface UploadLimits {
  files: number;
  bytes: number;
  /** The files in the messages, in the plural: "Send the INF files as multipart/form-data". */
  noun: string;
  /** The message for a file past `bytes`. */
  tooLarge: string;
}

/** The files of an upload's request, read by uploadBody. */
export const uploadedFilesOf = (req: Request): Express.Multer.File[] => (req.files as Express.Multer.File[] | undefined) ?? [];

/**
 * Reads an upload's body (multipart/form-data, the files in `files`) into memory, for the routes it is applied to, within
 * the limits; the body then names the files and their SHA-256, so that a retried upload with the same Idempotency-Key is
 * the same request only with the same files.
 */
export function uploadBody(limits: UploadLimits): (req: Request, res: Response, next: NextFunction) => void {
  const readFiles = multer({ storage: multer.memoryStorage(), limits: { files: limits.files, fileSize: limits.bytes, fields: 0 } }).array(
    UPLOAD_FILES_FIELD,
    limits.files,
  );
  return (req, res, next) => {
    if (!req.is('multipart/form-data'))
      return next(new UnsupportedMediaTypeException(`Send the ${limits.noun} as multipart/form-data, in the field "${UPLOAD_FILES_FIELD}".`));
    readFiles(req, res, (error?: unknown) => {
      if (error instanceof MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(new PayloadTooLargeException(limits.tooLarge));
        if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE')
          return next(new BadRequestException(`Send at most ${limits.files} ${limits.noun}, in the field "${UPLOAD_FILES_FIELD}".`));
      }
      // The multipart reader's own errors (no boundary, a body cut short) are the client's: never a 500.
      if (error) return next(new BadRequestException(`The upload could not be read: ${(error as Error).message}.`));
      req.body = { files: uploadedFilesOf(req).map((file) => ({ name: file.originalname, sha256: createHash('sha256').update(file.buffer).digest('hex') })) };
      next();
    });
  };
}
