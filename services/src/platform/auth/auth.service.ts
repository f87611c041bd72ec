import { SESSION_COOKIE } from '@driveratlas/site-contracts';
import { HttpException, HttpStatus, Inject, Injectable, Logger, OnApplicationBootstrap, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { createHash, randomBytes } from 'node:crypto';
import { LessThan, MoreThan, Repository } from 'typeorm';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';
import { Write, writer } from '../database/write-transaction';
import { AdminCredential } from './admin-credential.entity';
import { AdminSession } from './admin-session.entity';
import { LoginAttempt } from './login-attempt.entity';
import { generatePassword, hashPassword, verifyPassword } from './password';

/** The operator's session cookie, named once for the service and the gateway. */
export { SESSION_COOKIE };
export const SESSION_HOURS = 8;
/** Wrong passwords allowed per address per minute; the next answers 429. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** A session token as signIn makes it: 32 random bytes in base64url. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The request's session token, or undefined: a cookie of any other form (cookie-parser's JSON form `j:{}` gives an
 * object, a tampered one any text) is no session, never an error.
 */
export function sessionTokenOf(req: Pick<Request, 'cookies'>): string | undefined {
  const value: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && SESSION_TOKEN.test(value) ? value : undefined;
}
/** How the audit log names a session: the start of its token's hash, which cannot sign anyone in. */
export const shortSessionId = (hash: string) => hash.slice(0, 12);

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Auth');

  constructor(
    @InjectRepository(AdminCredential) private readonly credentials: Repository<AdminCredential>,
    @InjectRepository(AdminSession) private readonly sessions: Repository<AdminSession>,
    @InjectRepository(LoginAttempt) private readonly attempts: Repository<LoginAttempt>,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<ServiceConfig, 'adminPassword'>,
  ) {}

  /** ADMIN_PASSWORD sets the password; without it, a first start makes one and prints it once. */
  async onApplicationBootstrap(): Promise<void> {
    const configured = this.config.adminPassword;
    const current = await this.credentials.findOneBy({ id: 1 });
    if (configured) {
      if (!current || !(await verifyPassword(configured, current.passwordHash))) await this.setPassword(await hashPassword(configured));
    } else if (!current) {
      const password = generatePassword();
      // Replicas starting together on a new database: the first one's password is kept, and only it prints its own.
      if (await this.setFirstPassword(await hashPassword(password)))
        this.logger.warn(`Admin password (shown once, set ADMIN_PASSWORD to choose your own): ${password}`);
    }
  }

  async signIn(password: string, ipAddress: string): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
    const since = new Date(Date.now() - 60_000);
    const attempt = await this.takeAttempt(ipAddress, since);
    const credential = await this.credentials.findOneBy({ id: 1 });
    // A wrong password leaves its attempt counted; the right one takes it back as the session starts.
    if (!credential || !(await verifyPassword(password, credential.passwordHash))) throw new UnauthorizedException('Wrong password.');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_HOURS * 3_600_000);
    const hash = tokenHash(token);
    await this.startSession(hash, expiresAt, since, attempt);
    return { token, expiresAt, sessionId: shortSessionId(hash) };
  }

  async find(token: string | undefined): Promise<AdminSession | null> {
    if (!token) return null;
    return this.sessions.findOneBy({ tokenHash: tokenHash(token), expiresAt: MoreThan(new Date()) });
  }

  /** Ends this session; answers its short id, or null when there was none. */
  async signOut(token: string | undefined): Promise<string | null> {
    if (!token) return null;
    return this.endSession(tokenHash(token));
  }

  /** Ends every session, this one included; answers how many there were. */
  @Write()
  async signOutEverywhere(): Promise<number> {
    const { affected } = await writer().createQueryBuilder().delete().from(AdminSession).execute();
    return affected ?? 0;
  }

  /** A new password: it ends every session. */
  @Write()
  private async setPassword(passwordHash: string): Promise<void> {
    // Replicas starting together each set it, none failing on the others' row.
    await writer().upsert(AdminCredential, { id: 1, passwordHash }, ['id']);
    await writer().clear(AdminSession);
  }

  /** The first password, unless another process has just set one: whether this one was kept. */
  @Write()
  private async setFirstPassword(passwordHash: string): Promise<boolean> {
    const inserted = await writer().createQueryBuilder().insert().into(AdminCredential).values({ id: 1, passwordHash }).orIgnore().returning('id').execute();
    return (inserted.raw as unknown[]).length > 0;
  }

  /**
   * Counts a sign-in attempt from `ipAddress` before its password is checked, unless the address had its minute's
   * attempts (429): the count and the new attempt are one step under a lock of the address's, so attempts arriving
   * together cannot all pass a count none of them is in yet. Its own write, kept while the sign-in answers 401.
   */
  @Write()
  private async takeAttempt(ipAddress: string, since: Date): Promise<number> {
    await writer().query(`SELECT pg_advisory_xact_lock(hashtextextended('driveratlas sign-in ' || $1, 0))`, [ipAddress]);
    const recent = await writer().countBy(LoginAttempt, { ipAddress, attemptedAt: MoreThan(since) });
    if (recent >= LOGIN_ATTEMPTS_PER_MINUTE) {
      throw new HttpException('Too many sign-in attempts. Wait a minute and try again.', HttpStatus.TOO_MANY_REQUESTS);
    }
    const { identifiers } = await writer().insert(LoginAttempt, { ipAddress });
    return (identifiers[0] as { id: number }).id;
  }

  /** Stores the session, takes back its own attempt (the password was right) and forgets those older than the minute (`since`). */
  @Write()
  private async startSession(hash: string, expiresAt: Date, since: Date, attempt: number): Promise<void> {
    await writer().delete(LoginAttempt, { id: attempt });
    await writer().delete(LoginAttempt, { attemptedAt: LessThan(since) });
    await writer().insert(AdminSession, { tokenHash: hash, expiresAt });
  }

  @Write()
  private async endSession(hash: string): Promise<string | null> {
    const { affected } = await writer().delete(AdminSession, { tokenHash: hash });
    return affected ? shortSessionId(hash) : null;
  }
}
