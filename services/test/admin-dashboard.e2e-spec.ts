import { signIn, tableCounts, useService } from './support';

const ctx = useService();

let own: Record<string, string>;
beforeAll(async () => {
  own = { Cookie: await signIn(ctx.api), Origin: new URL(ctx.service.url).origin };
});

const get = async (path: string) => (await ctx.api().get(path).set(own).expect(200)).body;

describe('the admin API', () => {
  it.each([
    ['get', '/api/admin/drivers'],
    ['get', '/api/admin/overview'],
    ['get', '/api/admin/audit-log'],
    ['get', '/api/privacy-requests/export'],
    ['patch', '/api/categories/1'],
    ['patch', '/api/contact-messages/1'],
    ['post', '/api/printer-models'],
    ['put', '/api/printer-models/101'],
    ['delete', '/api/printer-models/101'],
    ['post', '/api/auth/logout-everywhere'],
  ] as const)('%s %s answers 401 without a session and changes nothing', async (method, path) => {
    const before = await tableCounts(ctx.db);
    const res = await ctx.api()[method](path).send({ description: 'Changed' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
    expect(await tableCounts(ctx.db)).toEqual(before);
  });
});

describe('the drivers table, paged by the service', () => {
  it('answers one page, most downloaded first, with the total', async () => {
    const all = (await ctx.api().get('/api/drivers').expect(200)).body;
    const first = await get('/api/admin/drivers?pageSize=10');
    expect(first).toEqual({
      items: expect.any(Array),
      total: all.length,
      totalCapped: false,
      page: 1,
      pageSize: 10,
      nextCursor: all.length > 10 ? expect.any(String) : null,
    });
    expect(first.items.map((d: { id: number }) => d.id)).toEqual(all.slice(0, 10).map((d: { id: number }) => d.id));
    const third = await get('/api/admin/drivers?pageSize=10&page=3');
    expect(third.items.map((d: { id: number }) => d.id)).toEqual(all.slice(20, 30).map((d: { id: number }) => d.id));
    expect((await get('/api/admin/drivers?page=999')).items).toEqual([]);
  });

  it('filters by words, category, manufacturer, verified and latest, all together', async () => {
    const all: Array<{ name: string; category: string; manufacturer: string; isVerified: boolean; isLatest: boolean; description: string }> = (
      await ctx.api().get('/api/drivers').expect(200)
    ).body;
    const realtek = await get('/api/admin/drivers?q=realtek&pageSize=100');
    expect(realtek.total).toBe(all.filter((d) => `${d.name} ${d.description} ${d.manufacturer} ${d.category}`.toLowerCase().includes('realtek')).length);
    const nvidiaLatest = await get('/api/admin/drivers?manufacturer=nvidia&latest=true&verified=true&category=Graphics%20Cards&pageSize=100');
    const expected = all.filter((d) => d.manufacturer === 'NVIDIA' && d.isLatest && d.isVerified && d.category === 'Graphics Cards');
    expect(expected.length).toBeGreaterThan(0);
    expect(nvidiaLatest.items.map((d: { name: string }) => d.name)).toEqual(expected.map((d) => d.name));
    const unverified = await get('/api/admin/drivers?verified=false&pageSize=100');
    expect(unverified.total).toBe(all.filter((d) => !d.isVerified).length);
  });

  it('sorts by name and by last change', async () => {
    const byName = (await get('/api/admin/drivers?sort=name&pageSize=100')).items.map((d: { name: string }) => d.name);
    expect(byName).toEqual([...byName].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const realtekByName = (await get('/api/admin/drivers?q=realtek&sort=name&pageSize=100')).items.map((d: { name: string }) => d.name);
    expect(realtekByName.length).toBeGreaterThan(1);
    expect(realtekByName).toEqual(byName.filter((name: string) => realtekByName.includes(name)));
    const changed = (await ctx.api().get('/api/drivers').expect(200)).body.at(-1);
    await ctx
      .api()
      .put(`/api/drivers/${changed.id}`)
      .set(own)
      .send(driverInput(changed, { rating: 4 }))
      .expect(200);
    expect((await get('/api/admin/drivers?sort=updated&pageSize=1')).items[0].id).toBe(changed.id);
  });

  it.each([
    ['page=0', 'page must not be less than 1'],
    ['pageSize=500', 'pageSize must not be greater than 100'],
    ['sort=price', 'sort must be one of the following values: downloads, name, date, updated'],
    ['verified=maybe', 'verified must be a boolean value'],
    ['category=Toasters', 'category must be one of the following values'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const res = await ctx.api().get(`/api/admin/drivers?${query}`).set(own).expect(400);
    expect(res.body.message).toEqual([expect.stringContaining(message)]);
  });
});

describe('the overview', () => {
  it("gives the dashboard's counters, the 5 most downloaded drivers and the last retention runs", async () => {
    const all: Array<{ id: number; downloadCount: number; isVerified: boolean }> = (await ctx.api().get('/api/drivers').expect(200)).body;
    const overview = await get('/api/admin/overview');
    expect(overview).toEqual({
      totalDrivers: all.length,
      categories: 7,
      totalDownloads: all.reduce((sum, d) => sum + d.downloadCount, 0),
      verifiedDrivers: all.filter((d) => d.isVerified).length,
      mostDownloaded: expect.any(Array),
      retentionRuns: expect.any(Array),
    });
    expect(overview.mostDownloaded.map((d: { id: number }) => d.id)).toEqual(all.slice(0, 5).map((d) => d.id));
  });
});

describe('category edits', () => {
  it('change the description and the icon, seen by every visitor, and are logged', async () => {
    const [cameras] = (await ctx.api().get('/api/categories').expect(200)).body.filter((c: { name: string }) => c.name === 'Cameras');
    const description = 'Webcams and document cameras from Logitech, Razer and Microsoft.';
    const res = await ctx.api().patch(`/api/categories/${cameras.id}`).set(own).send({ description, icon: 'usb' }).expect(200);
    expect(res.body).toEqual({ ...cameras, description, icon: 'usb' });
    expect((await ctx.api().get('/api/categories').expect(200)).body).toContainEqual(res.body);
    const [entry] = (await get('/api/admin/audit-log')).items;
    expect(entry).toEqual(
      expect.objectContaining({ action: 'Category updated', target: `category ${cameras.id} (Cameras)`, request: `PATCH /api/categories/${cameras.id}` }),
    );
    await ctx.api().patch(`/api/categories/${cameras.id}`).set(own).send({ description: cameras.description, icon: cameras.icon }).expect(200);
  });

  it.each([
    [{}, 'Give a new description, a new icon, or both.'],
    [{ description: '' }, ['description should not be empty']],
    [{ icon: 'rocket' }, [expect.stringContaining('icon must be one of the following values')]],
    [{ name: 'Gadgets' }, ['property name should not exist']],
  ])('refuse %j and change nothing', async (body, message) => {
    const before = (await ctx.api().get('/api/categories').expect(200)).body;
    const res = await ctx.api().patch('/api/categories/1').set(own).send(body).expect(400);
    expect(res.body.message).toEqual(message);
    expect((await ctx.api().get('/api/categories').expect(200)).body).toEqual(before);
  });

  it('answer 404 for an unknown category and 403 from another origin', async () => {
    await ctx.api().patch('/api/categories/999').set(own).send({ description: 'Nothing here.' }).expect(404);
    await ctx
      .api()
      .patch('/api/categories/1')
      .set({ ...own, Origin: 'https://evil.example' })
      .send({ description: 'Defaced.' })
      .expect(403);
  });
});

describe('contact messages for the operator', () => {
  it('are listed newest first, by category and handled flag, a page at a time', async () => {
    const send = (category: string, subject: string) =>
      ctx
        .api()
        .post('/api/contact-messages')
        .send({ name: 'Jordan Lee', email: 'jordan@example.com', subject, category, message: 'A message long enough.' })
        .expect(201);
    const first = (await send('bug-report', 'Broken link one')).body;
    const second = (await send('driver-request', 'Need a scanner driver')).body;
    const page = await get('/api/contact-messages?pageSize=2');
    expect(page.items.map((m: { id: number }) => m.id)).toEqual([second.id, first.id]);
    expect((await get('/api/contact-messages?category=bug-report')).items.map((m: { id: number }) => m.id)).toContain(first.id);
    expect((await get('/api/contact-messages?category=bug-report')).items.map((m: { id: number }) => m.id)).not.toContain(second.id);

    const handled = (await ctx.api().patch(`/api/contact-messages/${first.id}`).set(own).send({ handled: true }).expect(200)).body;
    expect(handled.handledAt).toEqual(expect.any(String));
    expect((await get('/api/contact-messages?handled=true')).items.map((m: { id: number }) => m.id)).toEqual([first.id]);
    expect((await get('/api/contact-messages?handled=false')).items.map((m: { id: number }) => m.id)).not.toContain(first.id);
    const again = (await ctx.api().patch(`/api/contact-messages/${first.id}`).set(own).send({ handled: true }).expect(200)).body;
    expect(again.handledAt).toBe(handled.handledAt);
    expect((await ctx.api().patch(`/api/contact-messages/${first.id}`).set(own).send({ handled: false }).expect(200)).body.handledAt).toBeNull();
    await ctx.api().patch(`/api/contact-messages/${first.id}`).set(own).send({ handled: 'yes' }).expect(400);
    await ctx.api().get('/api/contact-messages?category=gossip').set(own).expect(400);
  });
});

describe('privacy requests for the operator', () => {
  const REQUEST = {
    firstName: 'Alex',
    lastName: 'Rivera',
    email: 'alex@example.com',
    state: 'California',
    requestType: 'delete',
    description: 'Please delete what you hold about me, "all of it", today.',
  };

  it('list the overdue first, marked, and export every field and the history as CSV', async () => {
    const late = (await ctx.api().post('/api/privacy-requests').send(REQUEST).expect(201)).body;
    const fresh = (
      await ctx
        .api()
        .post('/api/privacy-requests')
        .send({ ...REQUEST, firstName: '=HYPERLINK("x")' })
        .expect(201)
    ).body;
    const closed = (await ctx.api().post('/api/privacy-requests').send(REQUEST).expect(201)).body;
    await ctx.db.query(`UPDATE privacy_requests SET "dueAt" = now() - interval '2 days' WHERE id = $1`, [late.id]);
    await ctx.api().patch(`/api/privacy-requests/${closed.id}`).set(own).send({ status: 'completed', note: 'Deleted everything we held.' }).expect(200);

    const { items } = await get('/api/privacy-requests');
    expect(items.map((r: { id: number; overdue: boolean }) => [r.id, r.overdue])).toEqual([
      [late.id, true],
      [fresh.id, false],
      [closed.id, false],
    ]);
    expect((await get(`/api/privacy-requests/${late.id}`)).overdue).toBe(true);

    const res = await ctx.api().get('/api/privacy-requests/export').set(own).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="privacy-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'reference,id,status,overdue,requestType,firstName,lastName,email,phone,state,description,receivedAt,confirmationDueAt,dueAt,extended,retainUntil,history',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${late.reference},${late.id},received,true,delete,Alex,Rivera,alex@example.com,,California,"Please delete what you hold about me, ""all of it"", today.",`,
      ),
    );
    expect(lines[2]).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(lines[3]).toMatch(/,"?\d{4}-\d{2}-\d{2}T[^,]+ received received \| \d{4}-[^,]+ status completed: Deleted everything we held\."?$/);
  });
});

describe('printer models', () => {
  const MODEL = {
    brand: 'Epson',
    modelNumber: 'ET-2980',
    fullName: 'Epson EcoTank ET-2980',
    series: 'EcoTank',
    category: 'Tank',
    description: 'Entry EcoTank all-in-one for home printing.',
    driverFile: 'Epson_ET-2980_Driver.exe',
    fileSize: '110 MB',
    officialUrl: 'https://epson.com/Support/Printers/ET-2980',
  };

  it("are added with the next id of the brand's range, replaced and removed, each seen on the brand's catalogue", async () => {
    const before: Array<{ id: number }> = (await ctx.api().get('/api/printer-models?brand=Epson').expect(200)).body;
    const created = (await ctx.api().post('/api/printer-models').set(own).send(MODEL).expect(201)).body;
    expect(created).toEqual({ ...MODEL, id: Math.max(...before.map((m) => m.id)) + 1, image: null, downloadCount: 0 });
    const replaced = (
      await ctx
        .api()
        .put(`/api/printer-models/${created.id}`)
        .set(own)
        .send({ ...MODEL, fileSize: '112 MB' })
        .expect(200)
    ).body;
    expect(replaced.fileSize).toBe('112 MB');
    expect((await ctx.api().get('/api/printer-models?brand=Epson').expect(200)).body).toContainEqual(replaced);
    await ctx.api().delete(`/api/printer-models/${created.id}`).set(own).expect(204);
    expect((await ctx.api().get('/api/printer-models?brand=Epson').expect(200)).body).toEqual(before);
    const log = (await get('/api/admin/audit-log?pageSize=3')).items.map((e: { action: string; target: string }) => `${e.action}: ${e.target}`);
    expect(log).toEqual([
      `Printer model deleted: printer model ${created.id}`,
      `Printer model updated: printer model ${created.id} (Epson EcoTank ET-2980)`,
      `Printer model created: printer model ${created.id} (Epson EcoTank ET-2980)`,
    ]);
  });

  it.each([
    [{ brand: 'Xerox' }, 'brand must be one of the following values'],
    [{ fullName: '' }, 'fullName should not be empty'],
    [{ officialUrl: 'https://printer-drivers.example/et-2980' }, "officialUrl must be on Epson's own domain"],
    [{ category: 'Label' }, "category must be one of Epson's printer types: Tank, Inkjet, Photo"],
  ])('refuse %j and change nothing', async (change, message) => {
    const before = await tableCounts(ctx.db);
    const res = await ctx
      .api()
      .post('/api/printer-models')
      .set(own)
      .send({ ...MODEL, ...change })
      .expect(400);
    expect(res.body.message).toEqual([expect.stringContaining(message)]);
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('cannot move a model to another brand', async () => {
    await ctx
      .api()
      .put('/api/printer-models/301')
      .set(own)
      .send({ ...MODEL, brand: 'Canon', officialUrl: 'https://www.usa.canon.com/support' })
      .expect(400);
  });
});

describe('the audit log and signing out everywhere', () => {
  it('records sign-ins and writes with their session, and signing out everywhere ends every session', async () => {
    const other = await signIn(ctx.api);
    const [signedIn] = (await get('/api/admin/audit-log')).items;
    expect(signedIn).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      action: 'Signed in',
      target: null,
      request: 'POST /api/auth/login',
      sessionId: expect.stringMatching(/^[0-9a-f]{12}$/),
    });

    const res = await ctx.api().post('/api/auth/logout-everywhere').set({ Cookie: other, Origin: own.Origin }).expect(204);
    expect(res.headers['set-cookie'][0]).toMatch(/^da_session=;/);
    await ctx.api().get('/api/admin/audit-log').set('Cookie', other).expect(401);
    await ctx.api().get('/api/admin/audit-log').set('Cookie', own.Cookie).expect(401);
    own.Cookie = await signIn(ctx.api);
    const [, everywhere] = (await get('/api/admin/audit-log')).items;
    expect(everywhere).toEqual(expect.objectContaining({ action: 'Signed out everywhere', sessionId: signedIn.sessionId }));
  });
});

function driverInput(driver: Record<string, unknown>, change: Record<string, unknown>) {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = driver;
  return Object.fromEntries(Object.entries({ ...fields, ...change }).filter(([, v]) => v !== null));
}
