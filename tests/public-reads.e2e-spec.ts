import { driverPath } from '@driveratlas/driver-domain';
import { eventually, RunningSite, SITE_ADMIN_PASSWORD, startSite } from '@driveratlas/testing';
import request from 'supertest';
import { VALID } from '../services/test/examples';

/**
 * The one copy of the public reads is the gateway's: a visitor's API request and the reads of a page the gateway
 * renders go through it alike, so a write is seen at once by both, and a page's read spares the next API request.
 */
let site: RunningSite;

beforeAll(async () => {
  site = await startSite();
  // The gateway keeps answers once it hears the service's changes: its answers then carry Age.
  await eventually(async () => {
    await request(site.url).get('/api/categories').expect(200);
    expect((await request(site.url).get('/api/categories').expect(200)).headers.age).toBeDefined();
  }, 15_000);
});

afterAll(async () => site?.stop());

async function operator(): Promise<Record<string, string>> {
  const login = await request(site.url).post('/api/auth/login').send({ password: SITE_ADMIN_PASSWORD }).expect(200);
  return { Cookie: login.headers['set-cookie'][0].split(';')[0], Origin: site.url };
}

/** A driver no read has asked for yet, so that nothing holds it. */
async function newDriver(name: string): Promise<{ id: number; name: string }> {
  return (
    await request(site.url)
      .post('/api/drivers')
      .set(await operator())
      .send({ ...VALID.driver, name })
      .expect(201)
  ).body;
}

/** The driver page as the gateway renders it on the server. */
const page = async (driver: { id: number; name: string }) => (await request(site.url).get(driverPath(driver)).expect(200)).text;

describe('public reads, kept once in the gateway', () => {
  it("are filled by a page rendered on the server: the API's next read of what the page read comes from memory", async () => {
    const driver = await newDriver(`Realtek Kept From The Page ${Date.now()}`);
    expect(await page(driver)).toContain(driver.name);
    const read = await request(site.url).get(`/api/drivers/${driver.id}`).expect(200);
    expect([read.body.name, read.headers.age]).toEqual([driver.name, expect.any(String)]);
  });

  it('show a write at once on the next API read and on the next page rendered on the server', async () => {
    const driver = await newDriver(`Realtek Before The Write ${Date.now()}`);
    expect(await page(driver)).toContain(driver.name);
    expect((await request(site.url).get(`/api/drivers/${driver.id}`).expect(200)).headers.age).toBeDefined();

    const renamed = `Realtek After The Write ${Date.now()}`;
    await request(site.url)
      .put(`/api/drivers/${driver.id}`)
      .set(await operator())
      .send({ ...VALID.driver, name: renamed })
      .expect(200);
    expect((await request(site.url).get(`/api/drivers/${driver.id}`).expect(200)).body.name).toBe(renamed);
    const after = await page({ id: driver.id, name: renamed });
    expect(after).toContain(renamed);
    expect(after).not.toContain(driver.name);
  });
});
