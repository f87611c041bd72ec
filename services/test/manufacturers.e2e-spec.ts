import { findManufacturer, isOfficialUrl, MANUFACTURERS } from '@driveratlas/driver-domain';
import { VALID } from './examples';
import { signIn, tableCounts, useService } from './support';

const ctx = useService();

let own: Record<string, string>;
beforeAll(async () => {
  own = { Cookie: await signIn(ctx.api), Origin: new URL(ctx.service.url).origin };
});

const NVIDIA_DRIVER = { ...VALID.driver, manufacturer: 'NVIDIA', downloadUrl: 'https://www.nvidia.com/en-us/drivers/', officialUrl: undefined };

/** A driver written straight into the database, past every check of the API (an old row, a hand edit). */
async function insertDriver(manufacturer: string, officialUrl: string, downloadUrl = officialUrl): Promise<number> {
  const [{ id }] = await ctx.db.query<{ id: number }>(
    `INSERT INTO drivers (name, version, "releaseDate", description, "operatingSystem", architecture, "fileSize", manufacturer, category, "downloadUrl", "officialUrl")
     VALUES ('Row driver', '1.0', 'October 2026', 'Written by hand.', 'Windows 11', '64-bit', '1 MB', $1, 'Graphics Cards', $3, $2) RETURNING id`,
    [manufacturer, officialUrl, downloadUrl],
  );
  return id;
}

describe('GET /api/manufacturers', () => {
  it("lists the catalogue package's manufacturers, then the PC makers whose catalogs are imported, with their official domains and support pages", async () => {
    const listed = (await ctx.api().get('/api/manufacturers').expect(200)).body;
    const makers = [
      { name: 'Dell', slug: 'dell', domains: ['dell.com'], supportUrl: 'https://www.dell.com/support/home/en-us?app=drivers' },
      { name: 'Lenovo', slug: 'lenovo', domains: ['lenovo.com'], supportUrl: 'https://pcsupport.lenovo.com/us/en/' },
    ];
    expect(listed).toEqual(
      [...MANUFACTURERS, ...makers].map((m) => ({
        id: expect.any(Number),
        name: m.name,
        slug: m.slug,
        domains: m.domains,
        supportUrl: m.supportUrl,
        sharedDriverPages: 'sharedDriverPages' in m && !!m.sharedDriverPages,
      })),
    );
  });
});

describe("a driver's manufacturer (issue 14, item 6)", () => {
  it('refuses a manufacturer spelled with a zero-width space, or any invisible character, with 400', async () => {
    for (const manufacturer of ['NVIDIA\u200b', 'NVI\u200dDIA', '\u2060NVIDIA', 'NVIDIA\u00ad', 'NVIDIA\ufe0f', 'NVIDIA\u3164']) {
      const before = await tableCounts(ctx.db);
      const res = await ctx
        .api()
        .post('/api/drivers')
        .set(own)
        .send({ ...NVIDIA_DRIVER, manufacturer })
        .expect(400);
      expect(res.body.message).toEqual(['manufacturer must not contain invisible characters']);
      expect(await tableCounts(ctx.db)).toEqual(before);
    }
  });

  it('refuses a manufacturer that is none of the records, with 400', async () => {
    const res = await ctx
      .api()
      .post('/api/drivers')
      .set(own)
      .send({ ...NVIDIA_DRIVER, manufacturer: 'Acme', officialUrl: 'https://evil.example/' })
      .expect(400);
    expect(res.body.message).toEqual([expect.stringMatching(/^manufacturer must be one of the manufacturers/)]);
  });

  it("stores the record's own name for a slug, another case, or a compatibility form (NFKC)", async () => {
    for (const manufacturer of ['nvidia', 'Nvidia', 'ＮＶＩＤＩＡ', ' NVIDIA ']) {
      const created = (
        await ctx
          .api()
          .post('/api/drivers')
          .set(own)
          .send({ ...NVIDIA_DRIVER, manufacturer })
          .expect(201)
      ).body;
      expect(created.manufacturer).toBe('NVIDIA');
      await ctx.api().delete(`/api/drivers/${created.id}`).set(own).expect(204);
    }
  });

  it.each([
    ['an officialUrl on a foreign site', { officialUrl: 'https://evil.example/nvidia' }, 'officialUrl'],
    ['an officialUrl on a look-alike host', { officialUrl: 'https://nvidia.com.evil.example/' }, 'officialUrl'],
    ['an officialUrl over http', { officialUrl: 'http://www.nvidia.com/' }, 'officialUrl'],
    ['an officialUrl with credentials before the host', { officialUrl: 'https://www.nvidia.com:x@evil.example/' }, 'officialUrl'],
    ['a downloadUrl on a foreign site', { downloadUrl: 'https://evil.example/driver.exe' }, 'downloadUrl'],
    ['a javascript: downloadUrl', { downloadUrl: 'javascript:alert(1)' }, 'downloadUrl'],
    ['a protocol-relative downloadUrl', { downloadUrl: '//evil.example/driver.exe' }, 'downloadUrl'],
  ])("refuses %s: links must be https on the manufacturer's own domains", async (_name, change, field) => {
    const before = await tableCounts(ctx.db);
    const res = await ctx
      .api()
      .post('/api/drivers')
      .set(own)
      .send({ ...NVIDIA_DRIVER, ...change })
      .expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${field} must be (a URL address|on NVIDIA's own domains \\(nvidia.com\\))`))]),
    );
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('accepts a subdomain of the manufacturer, and a downloadUrl that is a path of this site', async () => {
    const created = (
      await ctx
        .api()
        .post('/api/drivers')
        .set(own)
        .send({ ...NVIDIA_DRIVER, officialUrl: 'https://download.nvidia.com/Windows/', downloadUrl: '/api/drivers/1000/download-file' })
        .expect(201)
    ).body;
    expect(created.officialUrl).toBe('https://download.nvidia.com/Windows/');
    await ctx.api().delete(`/api/drivers/${created.id}`).set(own).expect(204);
  });

  it("applies the brand's domains to printer model writes", async () => {
    const res = await ctx
      .api()
      .post('/api/printer-models')
      .set(own)
      .send({ ...VALID.printerModel, officialUrl: 'https://epson.com.evil.example/ET-2980' })
      .expect(400);
    expect(res.body.message).toEqual([expect.stringMatching(/^officialUrl must be on Epson's own domains \(epson.com\)/)]);
  });
});

describe('GET /api/drivers/{id}/download-file never leaves the official sites (issue 14, item 6)', () => {
  const location = async (id: number) => (await ctx.api().get(`/api/drivers/${id}/download-file`).expect(302)).headers.location;

  it("redirects a stored row's foreign officialUrl to its manufacturer's own page instead", async () => {
    const id = await insertDriver('NVIDIA', 'https://evil.example/', 'https://www.nvidia.com/Download/index.aspx');
    expect(await location(id)).toBe('https://www.nvidia.com/Download/index.aspx');
    const download = (await ctx.api().post(`/api/drivers/${id}/download`).expect(200)).body;
    expect(download.officialUrl).toBe('https://www.nvidia.com/Download/index.aspx');
  });

  it("falls back to the manufacturer's support page when neither of a row's links is official", async () => {
    const id = await insertDriver('nvidia', 'https://nvidia.com.evil.example/', 'https://evil.example/file.exe');
    expect(await location(id)).toBe(findManufacturer('NVIDIA')!.supportUrl);
  });

  it('answers 404 JSON for a row whose manufacturer is unknown, never its link', async () => {
    for (const manufacturer of ['Acme', 'NVIDIA\u200b']) {
      const id = await insertDriver(manufacturer, 'https://evil.example/');
      const res = await ctx.api().get(`/api/drivers/${id}/download-file`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: `No official page is known for driver ${id}.` });
      expect((await ctx.api().post(`/api/drivers/${id}/download`).expect(200)).body.officialUrl).toBeNull();
    }
  });

  it("sends a printer model with a foreign page to its brand's support page", async () => {
    await ctx.db.query(`UPDATE printer_models SET "officialUrl" = 'https://evil.example/' WHERE id = 102`);
    expect(await location(102)).toBe(findManufacturer('HP')!.supportUrl);
  });

  it('redirects every driver onto its own domains, or answers 404', async () => {
    const drivers: Array<{ id: number; manufacturer: string }> = (await ctx.api().get('/api/drivers').expect(200)).body;
    for (const { id, manufacturer } of drivers) {
      const res = await ctx.api().get(`/api/drivers/${id}/download-file`);
      const official = findManufacturer(manufacturer);
      if (official) expect(isOfficialUrl(res.headers.location, official)).toBe(true);
      else expect(res.status).toBe(404);
    }
  });
});

describe('manufacturers as an admin action', () => {
  it('refuses writes without a session (401) and from another origin (403), changing nothing', async () => {
    const before = await tableCounts(ctx.db);
    await ctx.api().post('/api/manufacturers').send(VALID.manufacturer).expect(401);
    await ctx
      .api()
      .patch('/api/manufacturers/1')
      .send({ domains: ['evil.example'] })
      .expect(401);
    await ctx
      .api()
      .post('/api/manufacturers')
      .set({ ...own, Origin: 'https://evil.example' })
      .send(VALID.manufacturer)
      .expect(403);
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it.each([
    ['a URL for a domain', { domains: ['https://elgato.com'] }],
    ['a path after the domain', { domains: ['elgato.com/support'] }],
    ['a bare top-level domain', { domains: ['com'] }],
    ["a registry's second level", { domains: ['co.uk'] }],
    ['an IP address', { domains: ['192.0.2.1'] }],
    ['a wildcard', { domains: ['*.elgato.com'] }],
    ['a port', { domains: ['elgato.com:443'] }],
    ['a support page off its domains', { supportUrl: 'https://help.example.org/' }],
    ['a name with a zero-width space', { name: 'Elgato\u200b' }],
  ])('refuses a manufacturer with %s (400)', async (_name, change) => {
    const before = await tableCounts(ctx.db);
    const res = await ctx
      .api()
      .post('/api/manufacturers')
      .set(own)
      .send({ ...VALID.manufacturer, ...change })
      .expect(400);
    expect(res.body.message).toEqual([expect.stringMatching(/^(domains|supportUrl|name) /)]);
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('adds a manufacturer whose drivers may then link to its domains, logs it, and changes its domains', async () => {
    const created = (
      await ctx
        .api()
        .post('/api/manufacturers')
        .set(own)
        .send({ ...VALID.manufacturer, slug: undefined, name: 'Ｅlgato  Systems', domains: ['Elgato.com', 'elgato.com'] })
        .expect(201)
    ).body;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Elgato Systems',
      slug: 'elgato-systems',
      domains: ['elgato.com'],
      supportUrl: VALID.manufacturer.supportUrl,
      sharedDriverPages: false,
    });
    await ctx
      .api()
      .post('/api/manufacturers')
      .set(own)
      .send({ ...VALID.manufacturer, name: 'elgato systems', slug: 'other' })
      .expect(409);
    const audit = (await ctx.api().get('/api/admin/audit-log').set(own).expect(200)).body.items[0];
    expect(audit).toEqual(
      expect.objectContaining({ action: 'Manufacturer created', target: `manufacturer ${created.id} (Elgato Systems)`, request: 'POST /api/manufacturers' }),
    );

    const driver = (
      await ctx
        .api()
        .post('/api/drivers')
        .set(own)
        .send({ ...VALID.driver, manufacturer: 'elgato-systems', officialUrl: 'https://www.elgato.com/downloads', downloadUrl: '/downloads' })
        .expect(201)
    ).body;
    expect(driver.manufacturer).toBe('Elgato Systems');
    expect((await ctx.api().get(`/api/drivers/${driver.id}/download-file`).expect(302)).headers.location).toBe('https://www.elgato.com/downloads');

    const changed = (
      await ctx
        .api()
        .patch(`/api/manufacturers/${created.id}`)
        .set(own)
        .send({ domains: ['corsair.com'], supportUrl: 'https://www.corsair.com/us/en/downloads' })
        .expect(200)
    ).body;
    expect(changed.domains).toEqual(['corsair.com']);
    // The driver's stored page is no longer on its manufacturer's domains: the redirect takes the support page.
    expect((await ctx.api().get(`/api/drivers/${driver.id}/download-file`).expect(302)).headers.location).toBe('https://www.corsair.com/us/en/downloads');
    await ctx.api().patch('/api/manufacturers/999999').set(own).send({ sharedDriverPages: true }).expect(404);
    await ctx.api().patch(`/api/manufacturers/${created.id}`).set(own).send({ name: 'Renamed' }).expect(400);
  });
});
