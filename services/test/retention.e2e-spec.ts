import { eventually } from '@driveratlas/testing';
import { CONSENT_POLICY_VERSION, RETENTION_KINDS } from '@driveratlas/visitor-rules';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../src/platform/retention/clock';
import { RetentionRun } from '../src/platform/retention/retention-run.entity';
import { RETENTION_BATCH, retainedStores, RetentionService } from '../src/platform/retention/retention.service';
import { DownloadRecord } from '../src/catalogue/downloads/download-record.entity';
import { LoginAttempt } from '../src/platform/auth/login-attempt.entity';
import { ConsentRecord } from '../src/visitors/consent/consent-record.entity';
import { ContactMessage } from '../src/visitors/contact/contact-message.entity';
import { PrivacyRequest } from '../src/visitors/privacy-requests/privacy-request.entity';
import { signIn, useService } from './support';

const DOWNLOAD_COUNT_DELAY_MS = 200;
const ctx = useService({ DOWNLOAD_COUNT_DELAY_MS: String(DOWNLOAD_COUNT_DELAY_MS) });

/** A clock the test moves. */
class MovedClock extends Clock {
  at = new Date();
  now(): Date {
    return this.at;
  }
}

/** Now, moved forward by the interval PostgreSQL reads (`89 days`, `3 years -1 day`). */
async function inFuture(interval: string): Promise<Date> {
  const [{ at }] = await ctx.db.query<{ at: Date }>(`SELECT now() + $1::interval AS at`, [interval]);
  return new Date(at);
}

/** The retention service on the test database, on its own connection, with a clock the test moves; the running service shares its database. */
let dataSource: DataSource;
const clock = new MovedClock();
let retention: RetentionService;
beforeAll(async () => {
  // The records' own entities, each declared @Retained by its context: the purge knows their tables from them alone.
  const retained = [DownloadRecord, ContactMessage, PrivacyRequest, ConsentRecord, LoginAttempt];
  dataSource = await new DataSource({ type: 'postgres', url: ctx.db.url, entities: [RetentionRun, ...retained] }).initialize();
  retention = new RetentionService(dataSource, clock, { log: () => undefined, warn: console.warn });
});
afterAll(() => dataSource?.destroy());

const admin = async (path: string) =>
  (
    await ctx
      .api()
      .get(path)
      .set('Cookie', await signIn(ctx.api))
      .expect(200)
  ).body;

/** The totals a download counts in: its driver's downloadCount, the Overview's Total Downloads and the download statistics. */
const totals = async (driverId: number) => ({
  driver: (await ctx.api().get(`/api/drivers/${driverId}`).expect(200)).body.downloadCount,
  overview: (await admin('/api/admin/overview')).totalDownloads,
  stats: (await admin('/api/download-stats')).totals,
});

/** A record of each kind made through the API; the old one is then moved back 2 days, so the clock can fall between the two. */
async function oldAndYoung<T extends { id: number }>(make: () => Promise<T>, table: string, since: string): Promise<[T, T]> {
  const [old, young] = [await make(), await make()];
  await ctx.db.query(`UPDATE ${table} SET "${since}" = "${since}" - interval '2 days' WHERE id = $1`, [old.id]);
  return [old, young];
}

const ids = async (table: string) => (await ctx.db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`)).map((r) => r.id);

describe('the retention purge', () => {
  it('runs when the service starts, and the Overview lists the run of each kind', async () => {
    // The purge starts with the service and does not hold up its start.
    await eventually(async () => (await admin('/api/admin/overview')).retentionRuns.length === RETENTION_KINDS.length, 5000);
    expect((await admin('/api/admin/overview')).retentionRuns).toEqual(
      [...RETENTION_KINDS].sort().map((kind) => ({
        id: expect.any(Number),
        kind,
        affected: 0,
        ranAt: expect.any(String),
      })),
    );
  });

  it('with the clock moved forward, clears the IP address and browser string of a 91-day-old download, which still counts in the totals; deletes what is 3 years old and keeps the younger', async () => {
    const [{ id: driverId }] = await ctx.db.query<{ id: number }>('SELECT id FROM drivers ORDER BY id LIMIT 1');
    const download = async () => {
      await ctx.api().post(`/api/drivers/${driverId}/download`).set('User-Agent', 'RetentionTest/1.0').expect(200);
      const [record] = await ctx.db.query<{ id: number }>('SELECT id FROM download_records ORDER BY id DESC LIMIT 1');
      return record;
    };
    const [oldDownload, youngDownload] = await oldAndYoung(download, 'download_records', 'downloadedAt');
    // More than one batch of old ones, each statement clearing at most RETENTION_BATCH.
    const more = 2 * RETENTION_BATCH + 500;
    await ctx.db.query(
      `INSERT INTO download_records ("driverId", "ipAddress", "userAgent", "downloadedAt")
       SELECT $1, '203.0.113.7', 'Old/1.0', now() - interval '2 days' FROM generate_series(1, $2)`,
      [driverId, more],
    );
    const contact = () =>
      ctx
        .api()
        .post('/api/contact-messages')
        .send({ name: 'Jordan Lee', email: 'jordan@example.com', subject: 'Driver request', category: 'driver-request', message: 'Please add my scanner.' })
        .expect(201)
        .then((res) => res.body as { id: number });
    const [oldMessage, youngMessage] = await oldAndYoung(contact, 'contact_messages', 'receivedAt');
    const consent = async () => {
      const consentId = randomUUID();
      const choice = { consentId, functional: true, analytics: false, advertising: false, policyVersion: CONSENT_POLICY_VERSION, gpc: false };
      await ctx.api().post('/api/consent-records').send(choice).expect(201);
      const [record] = await ctx.db.query<{ id: number }>('SELECT id FROM consent_records WHERE "consentId" = $1', [consentId]);
      return record;
    };
    const [, youngConsent] = await oldAndYoung(consent, 'consent_records', 'recordedAt');
    const request = () =>
      ctx
        .api()
        .post('/api/privacy-requests')
        .send({
          firstName: 'Alex',
          lastName: 'Rivera',
          email: 'alex@example.com',
          state: 'California',
          requestType: 'know',
          description: 'Which data do you hold?',
        })
        .expect(201)
        .then((res) => res.body as { id: number });
    const [oldRequest, youngRequest] = await oldAndYoung(request, 'privacy_requests', 'receivedAt');
    await ctx.api().post('/api/auth/login').send({ password: 'not-the-password' }).expect(401);
    await eventually(async () => (await ctx.db.query('SELECT 1 FROM pending_downloads')).length === 0, DOWNLOAD_COUNT_DELAY_MS + 2000);
    const before = await totals(driverId);

    // 89 days on: the old download is 91 days old, the young one 89.
    clock.at = await inFuture('89 days');
    const first = await retention.purge();
    expect(first).toContainEqual(expect.objectContaining({ kind: 'download-records', affected: more + 1, ranAt: clock.at }));
    // A failed sign-in's address is kept a day.
    expect(first).toContainEqual(expect.objectContaining({ kind: 'sign-in-attempts', affected: 1 }));
    expect(await ids('login_attempts')).toEqual([]);
    const held = async (id: number) =>
      (await ctx.db.query('SELECT "driverId", "ipAddress", "userAgent" FROM download_records WHERE id = $1', [id]))[0] as Record<string, unknown>;
    expect(await held(oldDownload.id)).toEqual({ driverId, ipAddress: null, userAgent: null });
    expect(await held(youngDownload.id)).toEqual({ driverId, ipAddress: expect.any(String), userAgent: 'RetentionTest/1.0' });
    expect(await ids('contact_messages')).toEqual([oldMessage.id, youngMessage.id]);
    expect(await totals(driverId)).toEqual(before);

    // 3 years on, less a day: the old records are 3 years and a day old, the young ones a day short of it.
    clock.at = await inFuture('3 years -1 day');
    const second = await retention.purge();
    expect(second.map(({ kind, affected }) => [kind, affected])).toEqual([
      ['download-records', 1],
      ['contact-messages', 1],
      ['privacy-requests', 1],
      ['consent-records', 1],
      ['sign-in-attempts', 0],
    ]);
    expect(await ids('contact_messages')).toEqual([youngMessage.id]);
    expect(await ids('consent_records')).toEqual([youngConsent.id]);
    expect(await ids('privacy_requests')).toEqual([youngRequest.id]);
    expect(await ctx.db.query('SELECT 1 FROM privacy_request_events WHERE "requestId" = $1', [oldRequest.id])).toEqual([]);
    expect(await totals(driverId)).toEqual(before);

    // The Overview lists the last run of each kind.
    expect((await admin('/api/admin/overview')).retentionRuns).toEqual(
      expect.arrayContaining(second.map(({ id, kind, affected }) => ({ id, kind, affected, ranAt: clock.at.toISOString() }))),
    );
  });
});

describe('where each kind of record is kept', () => {
  it('is declared by the context that owns it (@Retained on its entity): one entity per kind of the retention table', () => {
    expect(Object.fromEntries(retainedStores(dataSource))).toEqual({
      'download-records': { table: 'download_records', since: 'downloadedAt' },
      'contact-messages': { table: 'contact_messages', since: 'receivedAt' },
      'privacy-requests': { table: 'privacy_requests', since: 'receivedAt' },
      'consent-records': { table: 'consent_records', since: 'recordedAt' },
      'sign-in-attempts': { table: 'login_attempts', since: 'attemptedAt' },
    });
    expect([...retainedStores(dataSource).keys()].sort()).toEqual([...RETENTION_KINDS].sort());
  });

  it('a kind no entity declares stops the purge, naming it', async () => {
    const bare = await new DataSource({ type: 'postgres', url: ctx.db.url, entities: [RetentionRun, DownloadRecord] }).initialize();
    try {
      await expect(new RetentionService(bare, clock, { log: () => undefined, warn: console.warn }).purge()).rejects.toThrow(
        'No entity is declared @Retained as the store of contact-messages, privacy-requests, consent-records, sign-in-attempts.',
      );
    } finally {
      await bare.destroy();
    }
  });
});
