import { CANARY_SHARE, LIVE_RELEASES_PATH } from '@driveratlas/site-contracts';
import { eventually } from '@driveratlas/testing';
import { Client } from 'pg';
import { asOperator, registryRows, releaseOf } from './remote-releases-support';
import { signIn, useService } from './support';

const ctx = useService();
let own: Record<string, string>;
beforeAll(async () => {
  own = asOperator(ctx, await signIn(ctx.api));
});

const register = (release: object) => ctx.api().post('/api/admin/remote-releases').set(own).send(release);
const activate = (remote: string, release: string) => ctx.api().put(`/api/admin/remote-releases/${remote}/active`).set(own).send({ release });
const setCanary = (remote: string, release: string, share: number) =>
  ctx.api().put(`/api/admin/remote-releases/${remote}/canary`).set(own).send({ release, share });
const live = async () => (await ctx.api().get(LIVE_RELEASES_PATH).expect(200)).body;
const remoteOf = async (remote: string) =>
  (await ctx.api().get('/api/admin/remote-releases').set(own).expect(200)).body.remotes.find((r: { remote: string }) => r.remote === remote);

describe('the release registry', () => {
  const first = releaseOf('legal', '1.0.0');
  const second = releaseOf('legal', '1.1.0');
  const third = releaseOf('legal', '1.2.0');

  it('registers releases, lists them newest first, and serves none before one is active', async () => {
    const registered = (await register(first).expect(201)).body;
    expect(registered).toEqual(
      expect.objectContaining({ id: first.id, remote: 'legal', registeredBy: 'operator', checks: first.checks, loads: 0, failureRate: null }),
    );
    await register(second).expect(201);
    const legal = await remoteOf('legal');
    expect(legal.history.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    expect(legal.history[0]).toEqual(expect.objectContaining({ routes: second.routes, exposes: ['routes'], uses: {} }));
    expect(legal).toEqual(expect.objectContaining({ active: null, canary: null }));
    expect((await ctx.api().get('/api/admin/remote-releases').set(own)).body.remotes.map((r: { remote: string }) => r.remote)).toEqual(
      expect.arrayContaining(['catalog', 'printers', 'legal', 'admin']),
    );
    expect((await live()).remotes).toEqual([]);
  });

  it('refuses a release id registered twice for its remote (409), and changes nothing', async () => {
    const before = await registryRows(ctx);
    const res = await register(first).expect(409);
    expect(res.body.message).toMatch(/already has a release/);
    expect(await registryRows(ctx)).toEqual(before);
  });

  it('promotes, rolls back and serves the active release to the gateway', async () => {
    await activate('legal', first.id).expect(200);
    expect((await live()).remotes).toEqual([{ remote: 'legal', active: { id: first.id, version: '1.0.0', hash: first.hash }, canary: null }]);
    expect((await activate('legal', second.id).expect(200)).body.active.id).toBe(second.id);
    await activate('legal', second.id).expect(409);
    expect((await activate('legal', first.id).expect(200)).body.active.id).toBe(first.id);
    const audit = await ctx.db.query<{ action: string; target: string }>(`SELECT action, target FROM audit_entries ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['Release registered', 'Release made active', 'Release rolled back']));
    expect(audit.find((a) => a.action === 'Release rolled back')?.target).toBe(`remote legal release ${first.id} (by operator)`);
    await activate('legal', '9.9.9-000000000000').expect(404);
    await activate('nowhere', first.id).expect(404);
  });

  it('sets a canary with its share, promotes it, sets another and drops it', async () => {
    await register(third).expect(201);
    await setCanary('legal', first.id, 10).expect(409);
    const withCanary = (await setCanary('legal', second.id, 10).expect(200)).body;
    expect(withCanary.canary).toEqual({ id: second.id, version: '1.1.0', hash: second.hash, share: 10 });
    expect((await live()).remotes[0].canary).toEqual({ id: second.id, version: '1.1.0', hash: second.hash, share: 10 });
    const promoted = (await ctx.api().post('/api/admin/remote-releases/legal/canary/promote').set(own).expect(200)).body;
    expect(promoted).toEqual(expect.objectContaining({ active: expect.objectContaining({ id: second.id }), canary: null }));
    await ctx.api().post('/api/admin/remote-releases/legal/canary/promote').set(own).expect(409);
    await setCanary('legal', third.id, 25).expect(200);
    const dropped = (await ctx.api().delete('/api/admin/remote-releases/legal/canary').set(own).expect(200)).body;
    expect(dropped).toEqual(expect.objectContaining({ active: expect.objectContaining({ id: second.id }), canary: null }));
    await ctx.api().delete('/api/admin/remote-releases/legal/canary').set(own).expect(409);
    // Making the canary active ends it.
    await setCanary('legal', third.id, 5).expect(200);
    expect((await activate('legal', third.id).expect(200)).body).toEqual(
      expect.objectContaining({ active: expect.objectContaining({ id: third.id }), canary: null }),
    );
  });

  it.each([0, 51, 12.5, '10'])('refuses a canary share of %p and changes nothing', async (share) => {
    const before = await registryRows(ctx);
    const res = await ctx.api().put('/api/admin/remote-releases/legal/canary').set(own).send({ release: second.id, share }).expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(/share/);
    expect(await registryRows(ctx)).toEqual(before);
    expect([CANARY_SHARE.min, CANARY_SHARE.max]).toEqual([1, 50]);
  });

  it('refuses a path another remote serves, with the check’s message, and changes nothing', async () => {
    const legalPath = (await remoteOf('legal')).history.find((r: { id: string }) => r.id === third.id).routes.paths[0];
    const before = await registryRows(ctx);
    const res = await register(releaseOf('catalog', '2.0.0', { routes: { title: 'the catalogue', paths: ['/drivers', legalPath] } })).expect(422);
    expect(res.body.message).toBe(`The routes check failed: It claims paths another remote serves: ${legalPath} (the legal remote's ${third.id}).`);
    expect(await registryRows(ctx)).toEqual(before);
  });

  it('refuses a release that no longer exposes a module another remote shows, and one whose own check failed', async () => {
    const catalog = releaseOf('catalog', '2.0.0', { exposes: ['routes', 'DriverCard'] });
    await register(catalog).expect(201);
    await activate('catalog', catalog.id).expect(200);
    const printers = releaseOf('printers', '3.0.0', { uses: { catalog: ['DriverCard'] } });
    await register(printers).expect(201);
    await activate('printers', printers.id).expect(200);
    const before = await registryRows(ctx);
    const res = await register(releaseOf('catalog', '2.1.0', { exposes: ['routes'] })).expect(422);
    expect(res.body.message).toBe(`The exposes check failed: It no longer exposes ./DriverCard (shown by the printers remote's ${printers.id}).`);
    const failing = releaseOf('catalog', '2.2.0');
    failing.checks.push({ check: 'budget', passed: false, message: 'Its first load is 310 kB, over its budget of 250 kB.' });
    expect((await register(failing).expect(422)).body.message).toBe('The budget check failed: Its first load is 310 kB, over its budget of 250 kB.');
    expect(await registryRows(ctx)).toEqual(before);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await registryRows(ctx);
    const good = releaseOf('legal', '4.0.0');
    for (const bad of [
      { ...good, remote: 'nowhere' },
      { ...good, id: '4.0.0-ffffffffffff' },
      { ...good, hash: 'XYZ' },
      { ...good, routes: { title: 'x', paths: ['no-slash'] } },
      { ...good, uses: { catalog: 'DriverCard' } },
      { ...good, checks: [{ check: 'vibes', passed: true, message: '' }] },
      { ...good, firstLoadBytes: -1 },
      { ...good, extra: true },
    ]) {
      await register(bad).expect(400);
    }
    await activate('legal', 'latest').expect(400);
    expect(await registryRows(ctx)).toEqual(before);
  });

  it('refuses a write from another origin and without a session', async () => {
    await ctx
      .api()
      .post('/api/admin/remote-releases')
      .set({ ...own, Origin: 'https://evil.example' })
      .send(releaseOf('legal', '5.0.0'))
      .expect(403);
    await ctx.api().post('/api/admin/remote-releases').send(releaseOf('legal', '5.0.0')).expect(401);
    await ctx.api().get('/api/admin/remote-releases').expect(401);
  });

  it('logs a change of the live releases in the change log, purging the live releases, and announces it', async () => {
    const listener = new Client({ connectionString: ctx.db.url });
    await listener.connect();
    const notified: string[] = [];
    listener.on('notification', (n) => notified.push(n.channel));
    await listener.query('LISTEN driveratlas_changes');
    const logged = async (since: string) =>
      ctx.db.query<{ entity: string; kind: string; keys: string[] }>('SELECT entity, kind, keys FROM changes WHERE id > $1 ORDER BY id', [since]);
    const newest = async () => (await ctx.db.query<{ id: string }>('SELECT COALESCE(MAX(id), 0)::text AS id FROM changes'))[0].id;
    try {
      const next = releaseOf('legal', '6.0.0');
      let since = await newest();
      await register(next).expect(201);
      await eventually(async () => notified.length > 0, 5000);
      expect(await logged(since)).toEqual([{ entity: 'remote_releases', kind: 'insert', keys: ['remote-releases'] }]);
      notified.length = 0;
      since = await newest();
      await activate('legal', next.id).expect(200);
      await eventually(async () => notified.length > 0, 5000);
      expect(await logged(since)).toEqual(expect.arrayContaining([{ entity: 'remote_channels', kind: 'update', keys: ['remote-releases'] }]));
    } finally {
      await listener.end();
    }
  });
});
