import { embeddedIPv4, isLoopback, specialPurpose } from './special-addresses';

/** The first and last address of each special-purpose block, and the block's name as the refusal gives it. */
const BLOCK_EDGES: Array<[string, string, string]> = [
  ['0.0.0.0', '0.255.255.255', '0.0.0.0/8'],
  ['10.0.0.0', '10.255.255.255', '10.0.0.0/8'],
  ['100.64.0.0', '100.127.255.255', '100.64.0.0/10'],
  ['127.0.0.0', '127.255.255.255', '127.0.0.0/8'],
  ['169.254.0.0', '169.254.255.255', '169.254.0.0/16'],
  ['172.16.0.0', '172.31.255.255', '172.16.0.0/12'],
  ['192.0.0.0', '192.0.0.255', '192.0.0.0/24'],
  ['192.0.2.0', '192.0.2.255', '192.0.2.0/24'],
  ['192.31.196.0', '192.31.196.255', '192.31.196.0/24'],
  ['192.52.193.0', '192.52.193.255', '192.52.193.0/24'],
  ['192.88.99.0', '192.88.99.255', '192.88.99.0/24'],
  ['192.168.0.0', '192.168.255.255', '192.168.0.0/16'],
  ['192.175.48.0', '192.175.48.255', '192.175.48.0/24'],
  ['198.18.0.0', '198.19.255.255', '198.18.0.0/15'],
  ['198.51.100.0', '198.51.100.255', '198.51.100.0/24'],
  ['203.0.113.0', '203.0.113.255', '203.0.113.0/24'],
  ['224.0.0.0', '239.255.255.255', '224.0.0.0/4'],
  ['240.0.0.0', '255.255.255.254', '240.0.0.0/4'],
  ['255.255.255.255', '255.255.255.255', '255.255.255.255/32'],
  ['::', '::', '::/128'],
  ['::1', '::1', '::1/128'],
  ['::ffff:1.1.1.1', '::ffff:8.8.8.8', '::ffff:0:0/96'],
  ['::1.1.1.1', '::8.8.8.8', '::/96'],
  ['64:ff9b::101:101', '64:ff9b::808:808', '64:ff9b::/96'],
  ['64:ff9b:1::', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff', '64:ff9b:1::/48'],
  ['100::', '100::ffff:ffff:ffff:ffff', '100::/64'],
  ['2001:0:808:808::f7f7:f7f7', '2001:0:808:808:ffff::f7f7:f7f7', '2001::/32'],
  ['2001:1::', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff', '2001::/23'],
  ['2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', '2001:db8::/32'],
  ['2002:808:808::', '2002:808:808:ffff:ffff:ffff:ffff:ffff', '2002::/16'],
  ['3fff::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff', '3fff::/20'],
  ['5f00::', '5f00:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '5f00::/16'],
  ['fc00::', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'fc00::/7'],
  ['fe80::', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'fe80::/10'],
  ['fec0::', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'fec0::/10'],
  ['ff00::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'ff00::/8'],
];

/** Hosts of the public Internet, among them the neighbours of special blocks. */
const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.215.14',
  '9.255.255.255',
  '11.0.0.0',
  '100.63.255.255',
  '100.128.0.0',
  '172.15.255.255',
  '172.32.0.0',
  '192.0.1.255',
  '192.167.255.255',
  '192.169.0.0',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.255',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '2001:4860:4860::8888',
  '2003::1',
  '3ffe:ffff::1',
];

describe('specialPurpose', () => {
  it.each(BLOCK_EDGES)('names %s and %s as in %s', (first, last, cidr) => {
    for (const address of [first, last]) expect([address, specialPurpose(address)]).toEqual([address, expect.stringContaining(cidr)]);
  });

  it.each(PUBLIC)('lets %s through, a public address', (address) => {
    expect(specialPurpose(address)).toBeNull();
  });

  it('refuses IPv6 outside global unicast (2000::/3), which the registries leave unassigned', () => {
    for (const address of ['1::1', '4000::1', 'e000::1', '::2:0:0:1']) expect(specialPurpose(address)).toMatch(/2000::\/3|::\/96/);
  });

  it('names the IPv4 address an IPv6 form carries, first: mapped, translated, compatible, NAT64, 6to4 and Teredo', () => {
    expect(specialPurpose('::ffff:127.0.0.1')).toBe('loopback (127.0.0.0/8), carried by the IPv4-mapped ::ffff:127.0.0.1');
    expect(specialPurpose('::ffff:0:a00:1')).toBe('private-use (10.0.0.0/8), carried by the IPv4-translated ::ffff:0:a00:1');
    expect(specialPurpose('::7f00:1')).toBe('loopback (127.0.0.0/8), carried by the IPv4-compatible ::7f00:1');
    expect(specialPurpose('64:ff9b::7f00:1')).toBe('loopback (127.0.0.0/8), carried by the NAT64 64:ff9b::7f00:1');
    expect(specialPurpose('64:ff9b::a9fe:a9fe')).toBe('link-local (169.254.0.0/16), carried by the NAT64 64:ff9b::a9fe:a9fe');
    expect(specialPurpose('2002:a9fe:a9fe::')).toBe('link-local (169.254.0.0/16), carried by the 6to4 2002:a9fe:a9fe::');
    // Teredo's client is its last 32 bits inverted: 0x80ff:fffe is 127.0.0.1.
    expect(specialPurpose('2001:0:808:808::80ff:fffe')).toBe('loopback (127.0.0.0/8), carried by the Teredo 2001:0:808:808::80ff:fffe');
  });

  it('reads the IPv4 out of each embedding form', () => {
    expect(embeddedIPv4('::ffff:7f00:1')).toEqual(['127.0.0.1']);
    expect(embeddedIPv4('::127.0.0.1')).toEqual(['127.0.0.1']);
    expect(embeddedIPv4('64:ff9b::c0a8:101')).toEqual(['192.168.1.1']);
    expect(embeddedIPv4('2002:c0a8:101:5::1')).toEqual(['192.168.1.1']);
    expect(embeddedIPv4('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toEqual(['65.54.227.120', '192.0.2.45']);
    expect(embeddedIPv4('::1')).toEqual([]);
    expect(embeddedIPv4('2606:4700::1111')).toEqual([]);
    expect(embeddedIPv4('8.8.8.8')).toEqual([]);
  });
});

describe('isLoopback', () => {
  it('is 127.0.0.0/8, ::1 and IPv4 loopback written IPv4-mapped, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1']) expect([address, isLoopback(address)]).toEqual([address, true]);
    for (const address of ['::', '::127.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::', '0.0.0.0', '10.0.0.1', '128.0.0.1', '::2', 'fe80::1']) {
      expect([address, isLoopback(address)]).toEqual([address, false]);
    }
  });
});
