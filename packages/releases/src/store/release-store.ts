/**
 * The release store: where every release's files are kept, under `{remote}/{releaseId}/{path}`, and never changed.
 * A folder on one machine, an S3-compatible bucket in production; the release command writes it, the gateway reads it.
 */
import { RELEASE_ID } from '@driveratlas/site-contracts';

/** A stored file, as the gateway serves it. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
}

/** What a put did: wrote the file, or found the very same content there already (a retried upload). */
export type PutResult = 'written' | 'unchanged';

export interface ReleaseStore {
  /** Where the files are kept, for messages: a folder or `s3://bucket/prefix`. */
  readonly location: string;
  /** Keeps a file of a release; refuses (ReleaseFileChangedError) to replace one with other content. */
  put(key: string, body: Buffer | string): Promise<PutResult>;
  /** A file by its key, or undefined when there is none (or the key is not one). */
  get(key: string): Promise<StoredFile | undefined>;
  /** The paths of a release's files (within the release), sorted. */
  list(remote: string, releaseId: string): Promise<string[]>;
  /** Removes every file of a release; answers how many there were. */
  remove(remote: string, releaseId: string): Promise<number>;
}

export class ReleaseFileChangedError extends Error {
  constructor(readonly key: string) {
    super(`${key} is already published with other content: a release's files never change (publish a new release instead).`);
    this.name = 'ReleaseFileChangedError';
  }
}

export class ReleaseKeyError extends Error {
  constructor(key: string) {
    super(`"${key}" is not a release file's key: it is {remote}/{version}-{hash}/{path}, the path without "." or ".." parts.`);
    this.name = 'ReleaseKeyError';
  }
}

const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;
const PATH_PART = /^(?!\.{1,2}$)[^/\\\0]+$/;

export interface ReleaseKey {
  remote: string;
  releaseId: string;
  path: string;
}

export const releaseKey = (remote: string, releaseId: string, path: string): string => `${remote}/${releaseId}/${path}`;

/** The parts of a key, or undefined when it is not one (so that no key reaches outside its release). */
export function parseReleaseKey(key: string): ReleaseKey | undefined {
  const [remote, releaseId, ...parts] = key.split('/');
  if (!REMOTE_NAME.test(remote) || !RELEASE_ID.test(releaseId ?? '') || !parts.length || !parts.every((part) => PATH_PART.test(part))) return undefined;
  return { remote, releaseId, path: parts.join('/') };
}

/** The key's parts, or a ReleaseKeyError. */
export function releaseKeyParts(key: string): ReleaseKey {
  const parts = parseReleaseKey(key);
  if (!parts) throw new ReleaseKeyError(key);
  return parts;
}

/** The prefix of a release's keys, checked. */
export function releasePrefix(remote: string, releaseId: string): string {
  releaseKeyParts(releaseKey(remote, releaseId, 'x'));
  return `${remote}/${releaseId}/`;
}

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  wasm: 'application/wasm',
  map: 'application/json; charset=utf-8',
};

/** A file's content type, by its name: the same whichever store keeps it. */
export function contentTypeOf(path: string): string {
  const extension = /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
