import { driverPath } from '@driveratlas/driver-domain';
import { RunningSite, startSite } from '@driveratlas/testing';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.stop());

const SITE = 'https://driveratlas.example';
const page = async (path: string) => (await fetch(`${site.url}${path}`)).text();
/** The head's Atom alternate links, as `{title, href}`. */
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*)">/g)].map(([, title, href]) => ({ title, href }));
/** The body's Subscribe links, as `{label, href}`: the label is the feed's name, in the link's title. */
const subscribeLinks = (html: string) =>
  [...html.matchAll(/<a class="subscribe-link[^"]*" href="([^"]*)" type="application\/atom\+xml" title="([^"]*)">/g)].map(([, href, label]) => ({
    href,
    label,
  }));

describe("the feeds' links on the pages rendered on the server", () => {
  it("a driver's page names its versions' feed in its head and links to it with a Subscribe link", async () => {
    const driver = ((await (await fetch(`${site.url}/api/drivers?category=Graphics%20Cards`)).json()) as Array<{ id: number; name: string }>)[0];
    const html = await page(driverPath(driver));
    const path = `/feeds/drivers/${driver.id}.atom`;
    expect(alternates(html)).toEqual([{ title: `${driver.name} updates`.replace(/&/g, '&amp;'), href: `${SITE}${path}` }]);
    expect(subscribeLinks(html)).toEqual([{ href: path, label: `${driver.name} updates (Atom feed)`.replace(/&/g, '&amp;') }]);
    expect((await fetch(`${site.url}${path}`)).headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  });

  it.each([
    ['/graphics-cards', 'Graphics Cards', 'graphics-cards'],
    ['/network-adapters', 'Network Adapters', 'network-adapters'],
  ])('%s names its category feed in its head and links to it with a Subscribe link', async (route, category, slug) => {
    const html = await page(route);
    const path = `/feeds/categories/${slug}.atom`;
    expect(alternates(html)).toEqual([{ title: `${category} driver updates`, href: `${SITE}${path}` }]);
    expect(subscribeLinks(html)).toEqual([{ href: path, label: `${category} driver updates (Atom feed)` }]);
  });

  it("the categories page, the whole catalogue's, names the catalogue's feed in its head and links to it", async () => {
    const html = await page('/categories');
    expect(alternates(html)).toEqual([{ title: 'All driver updates', href: `${SITE}/feeds/drivers.atom` }]);
    expect(subscribeLinks(html)).toEqual([{ href: '/feeds/drivers.atom', label: 'All driver updates (Atom feed)' }]);
  });
});
