import { CANARY_WINDOW, LIVE_RELEASES_PATH, REMOTE_REPORTS_PATH, type RemoteReport } from '@driveratlas/site-contracts';
import { REPORTS_KEPT_PER_RELEASE } from '../src/releases/reports/report-retention';
import { asOperator, registryRows, releaseOf } from './remote-releases-support';
import { signIn, useService } from './support';

const ctx = useService();
let own: Record<string, string>;
const active = releaseOf('catalog', '1.0.0');
const canary = releaseOf('catalog', '1.1.0');
const slow = releaseOf('catalog', '1.2.0');
const recovered = releaseOf('catalog', '1.3.0');

beforeAll(async () => {
  own = asOperator(ctx, await signIn(ctx.api));
  for (const release of [active, canary, slow, recovered]) await ctx.api().post('/api/admin/remote-releases').set(own).send(release).expect(201);
  await ctx.api().put('/api/admin/remote-releases/catalog/active').set(own).send({ release: active.id }).expect(200);
});

/** Sends the shell's reports of a release, one after another, as pages load. */
async function report(release: string, kind: RemoteReport['kind'], times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await ctx.api().post(REMOTE_REPORTS_PATH).send({ remote: 'catalog', release, kind }).expect(202);
}
const setCanary = (release: string) => ctx.api().put('/api/admin/remote-releases/catalog/canary').set(own).send({ release, share: 10 }).expect(200);
const liveCanary = async () => (await ctx.api().get(LIVE_RELEASES_PATH).expect(200)).body.remotes[0].canary;
const dropsInAudit = async () => ctx.db.query<{ target: string }>(`SELECT target FROM audit_entries WHERE action = 'Canary dropped automatically' ORDER BY id`);

describe("the shell's reports", () => {
  it('keep a canary at the threshold (2 of 100 loads failed) and drop it once it passes, in the audit log', async () => {
    await setCanary(canary.id);
    await report(canary.id, 'loaded', 98);
    await report(canary.id, 'render-failed');
    await report(canary.id, 'load-failed');
    expect(await liveCanary()).toEqual(expect.objectContaining({ id: canary.id, share: 10 }));
    expect(await dropsInAudit()).toEqual([]);

    await report(canary.id, 'load-failed');
    expect(await liveCanary()).toBeNull();
    expect(await dropsInAudit()).toEqual([
      { target: `remote catalog release ${canary.id} (by the site itself; 3 of its last 101 page loads failed (3.0 %), above 2 %)` },
    ]);
    const entry = (await ctx.api().get('/api/admin/remote-releases').set(own).expect(200)).body.remotes
      .find((r: { remote: string }) => r.remote === 'catalog')
      .history.find((r: { id: string }) => r.id === canary.id);
    expect(entry).toEqual(expect.objectContaining({ loads: 101, failures: 3, failureRate: 3 / 101 }));
  });

  it(`judge a canary only after ${CANARY_WINDOW.atLeast} page loads`, async () => {
    await setCanary(slow.id);
    await report(slow.id, 'load-failed', CANARY_WINDOW.atLeast - 1);
    expect(await liveCanary()).toEqual(expect.objectContaining({ id: slow.id }));
    await report(slow.id, 'load-failed');
    expect(await liveCanary()).toBeNull();
    expect(await dropsInAudit()).toHaveLength(2);
  });

  it(`measure a canary over its last ${CANARY_WINDOW.loads} page loads, and keep a release's last ${REPORTS_KEPT_PER_RELEASE} reports`, async () => {
    await setCanary(recovered.id);
    const [{ id }] = await ctx.db.query<{ id: number }>(`SELECT id FROM remote_releases WHERE "releaseId" = $1`, [recovered.id]);
    // Its early loads failed, its last ones did not: only the last ones count.
    await ctx.db.query(`INSERT INTO remote_reports ("releaseId", kind) SELECT $1, 'load-failed' FROM generate_series(1, $2)`, [id, REPORTS_KEPT_PER_RELEASE]);
    await ctx.db.query(`INSERT INTO remote_reports ("releaseId", kind) SELECT $1, 'loaded' FROM generate_series(1, $2)`, [id, CANARY_WINDOW.loads]);
    await report(recovered.id, 'loaded');
    expect(await liveCanary()).toEqual(expect.objectContaining({ id: recovered.id }));
    const [{ n }] = await ctx.db.query<{ n: string }>(`SELECT COUNT(*) AS n FROM remote_reports WHERE "releaseId" = $1`, [id]);
    expect(Number(n)).toBe(REPORTS_KEPT_PER_RELEASE);
    await report(recovered.id, 'load-failed', 5);
    expect(await liveCanary()).toBeNull();
  });

  it("count the active release's failures without dropping it", async () => {
    await report(active.id, 'load-failed', 25);
    const live = (await ctx.api().get(LIVE_RELEASES_PATH).expect(200)).body.remotes[0];
    expect(live.active.id).toBe(active.id);
    const count = await ctx.db.query<{ n: string }>(
      `SELECT COUNT(*) AS n FROM remote_reports r JOIN remote_releases x ON x.id = r."releaseId" WHERE x."releaseId" = $1`,
      [active.id],
    );
    expect(Number(count[0].n)).toBe(25);
  });

  it('accept and ignore a report of a release that is not live, and refuse bad ones with 400, storing nothing', async () => {
    const before = await registryRows(ctx);
    await report('9.9.9-abcdefabcdef', 'load-failed');
    await report(canary.id, 'load-failed');
    for (const bad of [
      { remote: 'catalog', release: active.id, kind: 'exploded' },
      { remote: 'nowhere', release: active.id, kind: 'loaded' },
      { remote: 'catalog', release: 'latest', kind: 'loaded' },
      { remote: 'catalog', release: active.id },
      { remote: 'catalog', release: active.id, kind: 'loaded', visitor: 'someone@example.com' },
    ]) {
      await ctx.api().post(REMOTE_REPORTS_PATH).send(bad).expect(400);
    }
    expect(await registryRows(ctx)).toEqual(before);
  });
});
