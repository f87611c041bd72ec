import { signIn, useService } from './support';

const ctx = useService();

const NEW_DRIVER = {
  name: 'Intel Arc B580 Graphics Driver',
  version: '32.0.101.6460',
  releaseDate: 'November 2026',
  description: 'Graphics driver for Intel Arc B-Series desktop graphics cards.',
  operatingSystem: 'Windows 11, Windows 10',
  architecture: '64-bit',
  fileSize: '1.2 GB',
  manufacturer: 'Intel',
  category: 'Graphics Cards',
  downloadUrl: 'https://www.intel.com/content/www/us/en/download-center/home.html',
};

describe('admin sign-in', () => {
  it('reports no session before signing in, and a session after', async () => {
    expect((await ctx.api().get('/api/auth/session').expect(200)).body).toEqual({ authenticated: false });
    const cookie = await signIn(ctx.api);
    const res = await ctx.api().get('/api/auth/session').set('Cookie', cookie).expect(200);
    expect(res.body).toEqual({ authenticated: true, expiresAt: expect.any(String) });
  });

  it('sets an HttpOnly, SameSite=Strict session cookie', async () => {
    const res = await ctx.api().post('/api/auth/login').send({ password: 'test-admin-password-1' }).expect(200);
    const cookie = res.headers['set-cookie'][0];
    expect(cookie).toMatch(/^da_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
  });

  it('ends the session on logout', async () => {
    const cookie = await signIn(ctx.api);
    await ctx.api().post('/api/auth/logout').set('Cookie', cookie).expect(204);
    expect((await ctx.api().get('/api/auth/session').set('Cookie', cookie).expect(200)).body.authenticated).toBe(false);
    await ctx.api().post('/api/drivers').set('Cookie', cookie).send(NEW_DRIVER).expect(401);
  });

  it('refuses a login from another origin', async () => {
    await ctx.api().post('/api/auth/login').set('Origin', 'https://evil.example').send({ password: 'test-admin-password-1' }).expect(403);
  });

  it('refuses a logout from another origin, or one the browser says is cross-site, keeping the session', async () => {
    const cookie = await signIn(ctx.api);
    for (const from of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }]) {
      const res = await ctx.api().post('/api/auth/logout').set('Cookie', cookie).set(from).expect(403);
      expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'This request comes from another origin.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await ctx.api().get('/api/auth/session').set('Cookie', cookie).expect(200)).body.authenticated).toBe(true);
    await ctx.api().post('/api/auth/logout').set('Cookie', cookie).set('Origin', new URL(ctx.service.url).origin).expect(204);
  });

  it('answers the 11th wrong password within a minute with 429, even the right one', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.7' };
    for (let i = 1; i <= 10; i++) {
      const res = await ctx
        .api()
        .post('/api/auth/login')
        .set(from)
        .send({ password: `wrong-${i}` });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Wrong password.');
    }
    const blocked = await ctx.api().post('/api/auth/login').set(from).send({ password: 'wrong-11' }).expect(429);
    expect(blocked.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.any(String) });
    await ctx.api().post('/api/auth/login').set(from).send({ password: 'test-admin-password-1' }).expect(429);
    // Other addresses are not affected.
    await ctx.api().post('/api/auth/login').set('X-Forwarded-For', '203.0.113.8').send({ password: 'test-admin-password-1' }).expect(200);
  });

  it('lets exactly 10 of 40 wrong passwords sent together from one address be tried, and refuses the others (429)', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.9' };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ctx
          .api()
          .post('/api/auth/login')
          .set(from)
          .send({ password: `together-${i}` }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });
});

describe('driver writes', () => {
  it('answer 401 without a session and change nothing', async () => {
    const before = (await ctx.api().get('/api/drivers').expect(200)).body;
    const id = before[0].id;
    for (const res of [
      await ctx.api().post('/api/drivers').send(NEW_DRIVER),
      await ctx.api().put(`/api/drivers/${id}`).send(NEW_DRIVER),
      await ctx.api().delete(`/api/drivers/${id}`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
    }
    expect((await ctx.api().get('/api/drivers').expect(200)).body).toEqual(before);
  });

  it('answer 403 with a session from another origin and change nothing', async () => {
    const cookie = await signIn(ctx.api);
    const before = (await ctx.api().get('/api/drivers').expect(200)).body;
    const evil = { Cookie: cookie, Origin: 'https://evil.example' };
    await ctx.api().post('/api/drivers').set(evil).send(NEW_DRIVER).expect(403);
    await ctx.api().put(`/api/drivers/${before[0].id}`).set(evil).send(NEW_DRIVER).expect(403);
    await ctx.api().delete(`/api/drivers/${before[0].id}`).set(evil).expect(403);
    expect((await ctx.api().get('/api/drivers').expect(200)).body).toEqual(before);
  });

  it('create, replace and delete a driver with a session from the site itself', async () => {
    const cookie = await signIn(ctx.api);
    const own = { Cookie: cookie, Origin: new URL(ctx.service.url).origin };
    const countOf = async () =>
      (await ctx.api().get('/api/categories').expect(200)).body.find((c: { name: string }) => c.name === 'Graphics Cards').driverCount;
    const before = await countOf();

    const created = (await ctx.api().post('/api/drivers').set(own).send(NEW_DRIVER).expect(201)).body;
    expect(created).toEqual(expect.objectContaining({ ...NEW_DRIVER, id: expect.any(Number), downloadCount: 0, rating: 5, isVerified: true, isLatest: false }));
    expect(await countOf()).toBe(before + 1);

    const replaced = (
      await ctx
        .api()
        .put(`/api/drivers/${created.id}`)
        .set(own)
        .send({ ...NEW_DRIVER, version: '32.0.101.6500', isLatest: true, rating: 4 })
        .expect(200)
    ).body;
    expect(replaced).toEqual(expect.objectContaining({ id: created.id, version: '32.0.101.6500', isLatest: true, rating: 4 }));
    expect((await ctx.api().get(`/api/drivers/${created.id}`).expect(200)).body.version).toBe('32.0.101.6500');

    await ctx.api().delete(`/api/drivers/${created.id}`).set(own).expect(204);
    await ctx.api().get(`/api/drivers/${created.id}`).expect(404);
    expect(await countOf()).toBe(before);
  });

  it("refuses an official page off the manufacturer's own domain", async () => {
    const cookie = await signIn(ctx.api);
    const res = await ctx
      .api()
      .post('/api/drivers')
      .set('Cookie', cookie)
      .send({ ...NEW_DRIVER, officialUrl: 'https://driver-downloads.example/intel.exe' })
      .expect(400);
    expect(res.body.message).toEqual([expect.stringContaining("officialUrl must be on Intel's own domain")]);
  });
});

describe('admin reads', () => {
  it('need a session', async () => {
    for (const path of ['/api/download-stats', '/api/contact-messages', '/api/privacy-requests']) {
      await ctx.api().get(path).expect(401);
    }
  });

  it('give download totals, per category and per day', async () => {
    const drivers = (await ctx.api().get('/api/drivers').expect(200)).body;
    await ctx.api().post(`/api/drivers/${drivers[0].id}/download`).expect(200);
    await ctx.api().post('/api/drivers/401/download').send({ printerModel: 'HL-L2350DW', printerName: 'Brother HL-L2350DW' }).expect(200);
    const cookie = await signIn(ctx.api);
    const stats = (await ctx.api().get('/api/download-stats').set('Cookie', cookie).expect(200)).body;
    const sum = drivers.reduce((s: number, d: { downloadCount: number }) => s + d.downloadCount, 0);
    expect(stats.totals).toEqual({ driverDownloads: sum + 1, printerModelDownloads: 1, recorded: 2, recordedLast30Days: 2 });
    expect(stats.byCategory).toHaveLength(7);
    const printers = stats.byCategory.find((c: { category: string }) => c.category === 'Printers');
    expect(printers.recorded).toBeGreaterThanOrEqual(1);
    expect(stats.byCategory.reduce((s: number, c: { downloads: number }) => s + c.downloads, 0)).toBe(sum + 2);
    expect(stats.byDay).toHaveLength(30);
    expect(stats.byDay.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      recorded: 2,
      byCategory: expect.arrayContaining([
        { category: drivers[0].category, recorded: 1 },
        { category: 'Printers', recorded: 1 },
      ]),
    });
    expect(stats.byDay.at(-1).byCategory).toHaveLength(2);
    expect(stats.byDay[0].byCategory).toEqual([]);
  });
});
