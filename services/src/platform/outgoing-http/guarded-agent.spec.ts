import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardedFetch, RefusedDestination } from './guarded-agent';
import { HostResolver } from './host-resolver';

/** What the stand-in resolver answers for each name: the private ones a partner could point its DNS at. */
const NAMES: Record<string, string[]> = {
  'internal.partner.test': ['10.1.2.3'],
  'metadata.partner.test': ['169.254.169.254'],
  'unique-local.partner.test': ['fd00::7'],
  'mixed.partner.test': ['93.184.215.14', '127.0.0.1'],
  'public.partner.test': ['93.184.215.14'],
};

class StandInResolver extends HostResolver {
  asked: string[] = [];
  override async addresses(host: string): Promise<string[]> {
    this.asked.push(host);
    return NAMES[host] ?? super.addresses(host);
  }
}

/**
 * URL forms of every special-purpose block, every IPv6 form that carries an IPv4, IPv4 written as WHATWG URL parsing
 * reads it (decimal, octal, hex, short), names resolving privately, and http off loopback. `loopback` marks those the
 * loopback allowance lets through.
 */
const REFUSED: Array<[string, { loopback?: boolean }?]> = [
  ['https://0.0.0.0/'],
  ['https://10.0.0.1/'],
  ['https://100.64.0.1/'],
  ['https://127.0.0.1/', { loopback: true }],
  ['https://169.254.169.254/latest/meta-data/'],
  ['https://172.16.0.1/'],
  ['https://172.31.255.254/'],
  ['https://192.0.0.8/'],
  ['https://192.0.2.1/'],
  ['https://192.31.196.1/'],
  ['https://192.52.193.1/'],
  ['https://192.88.99.1/'],
  ['https://192.168.1.1/'],
  ['https://192.175.48.1/'],
  ['https://198.18.0.1/'],
  ['https://198.51.100.1/'],
  ['https://203.0.113.1/'],
  ['https://224.0.0.1/'],
  ['https://239.255.255.250/'],
  ['https://240.0.0.1/'],
  ['https://255.255.255.255/'],
  ['http://2130706433/', { loopback: true }],
  ['http://0177.0.0.1/', { loopback: true }],
  ['http://017700000001/', { loopback: true }],
  ['http://0x7f.0.0.1/', { loopback: true }],
  ['http://0x7f000001/', { loopback: true }],
  ['http://127.1/', { loopback: true }],
  ['https://167772161/'],
  ['https://012.0.0.1/'],
  ['https://0xa9.0xfe.0xa9.0xfe/'],
  ['https://10.1/'],
  ['https://0/'],
  ['https://[::]/'],
  ['https://[::1]/', { loopback: true }],
  ['https://[::ffff:127.0.0.1]/', { loopback: true }],
  ['https://[::ffff:a9fe:a9fe]/'],
  ['https://[::ffff:8.8.8.8]/'],
  ['https://[::ffff:0:10.0.0.1]/'],
  ['https://[::127.0.0.1]/'],
  ['https://[::8.8.8.8]/'],
  ['https://[64:ff9b::7f00:1]/'],
  ['https://[64:ff9b::a9fe:a9fe]/'],
  ['https://[64:ff9b::808:808]/'],
  ['https://[64:ff9b:1::a00:1]/'],
  ['https://[100::1]/'],
  ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/'],
  ['https://[2001:0:808:808::80ff:fffe]/'],
  ['https://[2001:10::1]/'],
  ['https://[2001:db8::1]/'],
  ['https://[2002:a9fe:a9fe::]/'],
  ['https://[2002:7f00:1::]/'],
  ['https://[2002:808:808::1]/'],
  ['https://[3fff::1]/'],
  ['https://[5f00::1]/'],
  ['https://[fc00::1]/'],
  ['https://[fd12:3456::1]/'],
  ['https://[fe80::1]/'],
  ['https://[fec0::1]/'],
  ['https://[ff02::1]/'],
  ['https://[4000::1]/'],
  ['https://localhost/', { loopback: true }],
  ['https://internal.partner.test/hooks'],
  ['https://metadata.partner.test/latest/meta-data/'],
  ['https://unique-local.partner.test/hooks'],
  ['https://mixed.partner.test/hooks', { loopback: true }],
  ['http://93.184.215.14/hooks'],
  ['http://public.partner.test/hooks'],
];

const refusal = { name: 'TypeError', cause: expect.any(RefusedDestination) };

describe('the guarded fetch', () => {
  const strict = guardedFetch(new StandInResolver(), { allowLoopback: false });
  const loopbackAllowed = guardedFetch(new StandInResolver(), { allowLoopback: true });

  it.each(REFUSED)('refuses %s before connecting', async (url) => {
    await expect(strict(url, { redirect: 'manual' })).rejects.toMatchObject(refusal);
  });

  it.each(REFUSED.filter(([, form]) => !form?.loopback))('refuses %s with loopback allowed, too', async (url) => {
    await expect(loopbackAllowed(url, { redirect: 'manual' })).rejects.toMatchObject(refusal);
  });

  it('says which address was refused and why', async () => {
    await expect(strict('https://metadata.partner.test/')).rejects.toMatchObject({
      cause: { message: 'metadata.partner.test resolves to 169.254.169.254, which is a private, loopback or reserved address: link-local (169.254.0.0/16)' },
    });
    await expect(strict('https://[64:ff9b::7f00:1]/')).rejects.toMatchObject({
      cause: { message: '64:ff9b::7f00:1 is a private, loopback or reserved address: loopback (127.0.0.0/8), carried by the NAT64 64:ff9b::7f00:1' },
    });
  });

  it('resolves a name once a connection, the answer it checked being the one it connects to', async () => {
    const resolver = new StandInResolver();
    await expect(guardedFetch(resolver, { allowLoopback: false })('https://internal.partner.test/')).rejects.toMatchObject(refusal);
    expect(resolver.asked).toEqual(['internal.partner.test']);
  });
});

describe('the loopback allowance', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((_req, res) => res.end('local receiver'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reaches a local receiver over http, by address or as localhost', async () => {
    const fetch = guardedFetch(new StandInResolver(), { allowLoopback: true });
    for (const host of ['127.0.0.1', 'localhost']) expect(await (await fetch(`http://${host}:${port}/`)).text()).toBe('local receiver');
  });

  it('is off by default: the same receiver is refused', async () => {
    await expect(guardedFetch(new StandInResolver(), { allowLoopback: false })(`http://127.0.0.1:${port}/`)).rejects.toMatchObject(refusal);
  });
});
