import { createHash } from 'node:crypto';
import { asOperator, registryRows, releaseOf, withToken } from './remote-releases-support';
import { signIn, useService } from './support';

const ctx = useService();
let own: Record<string, string>;
let legalToken: string;
let legalTokenId: number;
const catalog = releaseOf('catalog', '1.0.0', { exposes: ['routes', 'DriverCard'] });
const nextCatalog = releaseOf('catalog', '1.1.0', { exposes: ['routes', 'DriverCard'] });

beforeAll(async () => {
  own = asOperator(ctx, await signIn(ctx.api));
  for (const release of [catalog, nextCatalog]) await ctx.api().post('/api/admin/remote-releases').set(own).send(release).expect(201);
  await ctx.api().put('/api/admin/remote-releases/catalog/active').set(own).send({ release: nextCatalog.id }).expect(200);
});

describe('release tokens', () => {
  it('are made by the operator, the secret shown once and stored only as its hash', async () => {
    const created = (await ctx.api().post('/api/admin/release-tokens').set(own).send({ remote: 'legal', name: 'legal-ci' }).expect(201)).body;
    expect(created).toEqual({ id: expect.any(Number), remote: 'legal', name: 'legal-ci', token: expect.stringMatching(/^drt_[\w-]{43}$/) });
    ({ token: legalToken, id: legalTokenId } = created);
    const stored = await ctx.db.query<{ secretHash: string }>(`SELECT * FROM access_tokens WHERE id = $1`, [legalTokenId]);
    expect(stored[0].secretHash).toBe(createHash('sha256').update(legalToken).digest('hex'));
    const everything = JSON.stringify(await registryRows(ctx));
    expect(everything).not.toContain(legalToken);
    const listed = (await ctx.api().get('/api/admin/release-tokens').set(own).expect(200)).body;
    expect(listed).toEqual([expect.objectContaining({ id: legalTokenId, remote: 'legal', name: 'legal-ci', lastUsedAt: null, revokedAt: null })]);
    expect(JSON.stringify(listed)).not.toContain(legalToken);
    const audit = await ctx.db.query<{ action: string; target: string }>(`SELECT action, target FROM audit_entries ORDER BY id DESC LIMIT 1`);
    expect(audit[0]).toEqual({ action: 'Release token created', target: `release token ${legalTokenId} (legal-ci)` });
  });

  it('keep no answer with the secret under an Idempotency-Key: the write is done once, the same key again is 409', async () => {
    const key = { 'Idempotency-Key': '"2f1d7c3e-6a0b-4c59-9e8d-1b2a3c4d5e6f"' };
    const created = (await ctx.api().post('/api/admin/release-tokens').set(own).set(key).send({ remote: 'printers', name: 'printers-ci' }).expect(201)).body;
    const kept = JSON.stringify(await ctx.db.query('SELECT * FROM idempotency_keys'));
    expect(kept).not.toContain(created.token);
    const again = await ctx.api().post('/api/admin/release-tokens').set(own).set(key).send({ remote: 'printers', name: 'printers-ci' }).expect(409);
    expect(again.body.message).toMatch(/held a secret shown once, which is not kept/);
    expect(again.body).not.toHaveProperty('token');
    const listed = (await ctx.api().get('/api/admin/release-tokens').set(own).expect(200)).body as Array<{ name: string }>;
    expect(listed.filter((token) => token.name === 'printers-ci')).toHaveLength(1);
  });

  it('release their own remote, from a pipeline (no session, no origin), and the audit log names them', async () => {
    const legal = releaseOf('legal', '2.0.0');
    const registered = (await ctx.api().post('/api/admin/remote-releases').set(withToken(legalToken)).send(legal).expect(201)).body;
    expect(registered.registeredBy).toBe('token:legal-ci');
    await ctx.api().put('/api/admin/remote-releases/legal/active').set(withToken(legalToken)).send({ release: legal.id }).expect(200);
    const audit = await ctx.db.query<{ action: string; target: string; sessionId: string | null }>(
      `SELECT action, target, "sessionId" FROM audit_entries ORDER BY id DESC LIMIT 2`,
    );
    expect(audit).toEqual([
      { action: 'Release made active', target: `remote legal release ${legal.id} (by token:legal-ci)`, sessionId: null },
      { action: 'Release registered', target: `remote legal release ${legal.id} (by token:legal-ci)`, sessionId: null },
    ]);
    const registry = (await ctx.api().get('/api/admin/remote-releases').set(withToken(legalToken)).expect(200)).body;
    expect(registry.remotes.find((r: { remote: string }) => r.remote === 'catalog').history).toHaveLength(2);
    expect(
      (await ctx.db.query<{ lastUsedAt: Date | null }>(`SELECT "lastUsedAt" FROM access_tokens WHERE id = $1`, [legalTokenId]))[0].lastUsedAt,
    ).not.toBeNull();
  });

  it("cannot register, roll back or canary the catalog remote with the legal team's token (403), and change nothing", async () => {
    const before = await registryRows(ctx);
    const token = withToken(legalToken);
    const message = 'The release token "legal-ci" acts on the legal remote only, not on the catalog remote.';
    expect((await ctx.api().post('/api/admin/remote-releases').set(token).send(releaseOf('catalog', '9.0.0')).expect(403)).body.message).toBe(message);
    expect((await ctx.api().put('/api/admin/remote-releases/catalog/active').set(token).send({ release: catalog.id }).expect(403)).body.message).toBe(message);
    await ctx.api().put('/api/admin/remote-releases/catalog/canary').set(token).send({ release: catalog.id, share: 10 }).expect(403);
    await ctx.api().delete('/api/admin/remote-releases/catalog/canary').set(token).expect(403);
    await ctx.api().post('/api/admin/remote-releases/catalog/canary/promote').set(token).expect(403);
    const after = await registryRows(ctx);
    // Only the token's last use changed.
    expect(after.filter((_, i) => i !== 2)).toEqual(before.filter((_, i) => i !== 2));
  });

  it('cannot manage tokens: that takes the operator’s session', async () => {
    await ctx.api().post('/api/admin/release-tokens').set(withToken(legalToken)).send({ remote: 'catalog', name: 'sneaky' }).expect(401);
    await ctx.api().get('/api/admin/release-tokens').set(withToken(legalToken)).expect(401);
  });

  it('refuses bad token input with 400 and changes nothing', async () => {
    const before = await registryRows(ctx);
    for (const bad of [{ remote: 'nowhere', name: 'x' }, { remote: 'legal', name: '' }, { remote: 'legal', name: 'has space' }, { remote: 'legal' }]) {
      await ctx.api().post('/api/admin/release-tokens').set(own).send(bad).expect(400);
    }
    await ctx.api().delete('/api/admin/release-tokens/abc').set(own).expect(400);
    await ctx.api().delete('/api/admin/release-tokens/99999').set(own).expect(404);
    expect(await registryRows(ctx)).toEqual(before);
  });

  it('refuses an unknown token and a revoked one (401)', async () => {
    await ctx.api().get('/api/admin/remote-releases').set(withToken('drt_not-a-token')).expect(401);
    await ctx.api().delete(`/api/admin/release-tokens/${legalTokenId}`).set(own).expect(200);
    await ctx.api().delete(`/api/admin/release-tokens/${legalTokenId}`).set(own).expect(409);
    const res = await ctx.api().put('/api/admin/remote-releases/legal/active').set(withToken(legalToken)).send({ release: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This release token is unknown or was revoked.');
    const listed = (await ctx.api().get('/api/admin/release-tokens').set(own).expect(200)).body as Array<{ id: number; revokedAt: string | null }>;
    expect(listed.find((token) => token.id === legalTokenId)?.revokedAt).not.toBeNull();
  });
});
