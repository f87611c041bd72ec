import type { S3Client } from '@aws-sdk/client-s3';
import { contentTypeOf, parseReleaseKey, PutResult, ReleaseFileChangedError, ReleaseStore, releaseKeyParts, releasePrefix, StoredFile } from './release-store';

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * The AWS SDK, loaded when an S3 store is first used, so that a process on a folder store (a gateway, a test) never
 * loads it: a require() on first use rather than import(), which Jest's CommonJS sandbox cannot run.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadSdk = (): S3Sdk => require('@aws-sdk/client-s3') as S3Sdk;

export interface S3StoreOptions {
  bucket: string;
  /** Keys start with it (`releases/`), or '' for the bucket's root. */
  prefix?: string;
  /** An S3-compatible server's address (MinIO, a test server); AWS's own when not given. */
  endpoint?: string;
  region?: string;
}

const status = (sdk: S3Sdk, error: unknown): number | undefined => (error instanceof sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** The release store in an S3-compatible bucket, addressed by path (`{endpoint}/{bucket}/{key}`), as MinIO serves it. */
export class S3ReleaseStore implements ReleaseStore {
  readonly location: string;
  private readonly bucket: string;
  private readonly prefix: string;
  private client?: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    const { bucket, prefix = '' } = options;
    this.bucket = bucket;
    this.prefix = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix;
    this.location = `s3://${bucket}/${this.prefix}`;
  }

  /** The SDK and this store's client, made at its first call. */
  private s3(): { sdk: S3Sdk; client: S3Client } {
    const loaded = loadSdk();
    // Credentials: the standard AWS environment variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY) or profile.
    // Checksums only where S3 requires them: S3-compatible servers do not all know the newer checksum headers.
    this.client ??= new loaded.S3Client({
      endpoint: this.options.endpoint,
      region: this.options.region ?? 'us-east-1',
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { sdk: loaded, client: this.client };
  }

  async put(key: string, body: Buffer | string): Promise<PutResult> {
    releaseKeyParts(key);
    const content = Buffer.from(body);
    const same = await this.sameAsStored(key, content);
    if (same !== undefined) return same;
    const { sdk, client } = this.s3();
    try {
      // If-None-Match: a server that knows it refuses to replace a file written since the read above.
      await client.send(
        new sdk.PutObjectCommand({ Bucket: this.bucket, Key: this.prefix + key, Body: content, ContentType: contentTypeOf(key), IfNoneMatch: '*' }),
      );
      return 'written';
    } catch (error) {
      if (status(sdk, error) !== 412) throw error;
      return (await this.sameAsStored(key, content)) ?? 'written';
    }
  }

  async get(key: string): Promise<StoredFile | undefined> {
    if (!parseReleaseKey(key)) return undefined;
    const { sdk, client } = this.s3();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
      return { body: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType ?? contentTypeOf(key) };
    } catch (error) {
      if (status(sdk, error) === 404) return undefined;
      throw error;
    }
  }

  async list(remote: string, releaseId: string): Promise<string[]> {
    const prefix = this.prefix + releasePrefix(remote, releaseId);
    const { sdk, client } = this.s3();
    const paths: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken }));
      paths.push(...(page.Contents ?? []).map((object) => object.Key!.slice(prefix.length)));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return paths.sort();
  }

  async remove(remote: string, releaseId: string): Promise<number> {
    const paths = await this.list(remote, releaseId);
    const prefix = this.prefix + releasePrefix(remote, releaseId);
    const { sdk, client } = this.s3();
    for (let start = 0; start < paths.length; start += 1000) {
      const Objects = paths.slice(start, start + 1000).map((path) => ({ Key: prefix + path }));
      const { Errors } = await client.send(new sdk.DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects, Quiet: true } }));
      if (Errors?.length) throw new Error(`Could not remove ${Errors.map((e) => `${e.Key} (${e.Message})`).join(', ')} from ${this.location}.`);
    }
    return paths.length;
  }

  /** 'unchanged' when the key holds this content, undefined when it holds nothing; refuses other content. */
  private async sameAsStored(key: string, content: Buffer): Promise<PutResult | undefined> {
    const stored = await this.get(key);
    if (!stored) return undefined;
    if (!stored.body.equals(content)) throw new ReleaseFileChangedError(key);
    return 'unchanged';
  }

  destroy(): void {
    this.client?.destroy();
  }
}
