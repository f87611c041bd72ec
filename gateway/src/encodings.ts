import negotiate from '@fastify/accept-negotiator';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The content codings the gateway offers, most preferred first: @fastify/compress's, and the kept answers' first two. */
export const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'] as const;
/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** The encodings a kept answer is compressed into once, away from the event loop, rather than at each request. */
export type KeptEncoding = 'br' | 'gzip';
const brotliCompressed = promisify(brotliCompress);
const gzipped = promisify(gzip);
const compressors: Record<KeptEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 6 rather than @fastify/compress's 4 for every request: a little smaller, as it is done once per answer.
  br: (body) =>
    brotliCompressed(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipped(body, { level: 9 }),
};

/** A compression the gateway may send an answer in. */
export type Compression = Exclude<(typeof ENCODINGS)[number], 'identity'>;

/** The compression @fastify/compress would choose for this request's answer, if any (its type and size aside). */
export function requestedCompression(headers: IncomingHttpHeaders): Compression | undefined {
  const acceptEncoding = headers['accept-encoding'];
  if (!acceptEncoding || headers['x-no-compression'] !== undefined) return undefined;
  // As @fastify/compress reads it: `*` and `x-gzip` mean gzip.
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
  return chosen && chosen !== 'identity' ? chosen : undefined;
}

/** The encoding @fastify/compress would choose for this request, if it is one a kept answer is compressed into. */
export function keptEncodingFor(headers: IncomingHttpHeaders): KeptEncoding | undefined {
  const chosen = requestedCompression(headers);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

export function compress(body: Buffer, encoding: KeptEncoding): Promise<Buffer> {
  return compressors[encoding](body);
}

/** Whether an answer of this type and size is worth compressing (JSON and text of COMPRESS_THRESHOLD bytes or more). */
export function worthCompressing(contentType: unknown, length: number): boolean {
  return length >= COMPRESS_THRESHOLD && /^text\/(?!event-stream)|[+/]json(?:;|$)/.test(String(contentType ?? ''));
}
