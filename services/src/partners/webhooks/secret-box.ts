import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
const FORMAT = 'v1';

/** A new signing secret, as Standard Webhooks writes one: `whsec_` and 32 random bytes in base64. */
export const newSigningSecret = (): string => SECRET_PREFIX + randomBytes(32).toString('base64');

/** The key WEBHOOK_SECRET_KEY gives (32 bytes, base64 or hex), or undefined when it is not one. */
function keyOf(setting: string): Buffer | undefined {
  const key = /^[0-9a-f]{64}$/i.test(setting) ? Buffer.from(setting, 'hex') : Buffer.from(setting, 'base64');
  return key.length === 32 ? key : undefined;
}

/**
 * Keeps the endpoints' signing secrets encrypted at rest (AES-256-GCM): standardwebhooks signs with the secret itself, so
 * a hash would not do. Without WEBHOOK_SECRET_KEY (development) the key is derived from the database URL, which
 * `derived` says so that the service can tell the operator.
 */
export class SecretBox {
  private readonly key: Buffer;
  readonly derived: boolean;

  constructor(setting: string | undefined, databaseUrl: string) {
    this.derived = !setting;
    const key = setting ? keyOf(setting) : createHash('sha256').update(`driveratlas webhook secrets ${databaseUrl}`).digest();
    if (!key) throw new Error('WEBHOOK_SECRET_KEY must be 32 bytes, in base64 or hex (openssl rand -base64 32).');
    this.key = key;
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [FORMAT, iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join('.');
  }

  open(ciphertext: string): string {
    const [format, iv, tag, sealed] = ciphertext.split('.');
    if (format !== FORMAT) throw new Error('This webhook secret was sealed in an unknown format.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  }
}
