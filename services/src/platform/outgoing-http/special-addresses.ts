import { isIP } from 'node:net';

/** An address as a number, with its width: 32 bits for IPv4, 128 for IPv6. */
interface Numeric {
  value: bigint;
  bits: 32 | 128;
}

/** A block of the IANA Special-Purpose Address Registries, and what it is for. */
interface Block extends Numeric {
  cidr: string;
  prefix: number;
  purpose: string;
}

/** IANA IPv4 Special-Purpose Address Registry (RFC 6890 and its updates): none of it is a public host on the Internet. */
const IPV4: Array<[string, string]> = [
  ['0.0.0.0/8', '"this network"'],
  ['10.0.0.0/8', 'private-use'],
  ['100.64.0.0/10', 'shared (carrier-grade NAT)'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private-use'],
  ['192.0.0.0/24', 'IETF protocol assignment'],
  ['192.0.2.0/24', 'documentation (TEST-NET-1)'],
  ['192.31.196.0/24', 'AS112-v4'],
  ['192.52.193.0/24', 'AMT'],
  ['192.88.99.0/24', '6to4 relay anycast'],
  ['192.168.0.0/16', 'private-use'],
  ['192.175.48.0/24', 'AS112 direct delegation'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation (TEST-NET-2)'],
  ['203.0.113.0/24', 'documentation (TEST-NET-3)'],
  ['224.0.0.0/4', 'multicast'],
  ['255.255.255.255/32', 'limited broadcast'],
  ['240.0.0.0/4', 'reserved'],
];

/** IANA IPv6 Special-Purpose Address Registry, the narrower blocks first; 2001::/23 whole, its few public exceptions too. */
const IPV6: Array<[string, string]> = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::ffff:0:0/96', 'IPv4-mapped'],
  ['::ffff:0:0:0/96', 'IPv4-translated'],
  ['::/96', 'IPv4-compatible'],
  ['64:ff9b::/96', 'NAT64'],
  ['64:ff9b:1::/48', 'local-use NAT64'],
  ['100::/64', 'discard-only'],
  ['2001::/32', 'Teredo'],
  ['2001:db8::/32', 'documentation'],
  ['2001::/23', 'IETF protocol assignment'],
  ['2002::/16', '6to4'],
  ['3fff::/20', 'documentation'],
  ['5f00::/16', 'segment routing (SRv6)'],
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'site-local'],
  ['ff00::/8', 'multicast'],
];

/** Every public IPv6 host is in 2000::/3, the one block allocated as global unicast: the rest is not on the Internet. */
const GLOBAL_UNICAST = block('2000::/3', 'global unicast');

const BLOCKS = [...IPV4, ...IPV6].map(([cidr, purpose]) => block(cidr, purpose));

function block(cidr: string, purpose: string): Block {
  const [address, prefix] = cidr.split('/');
  return { ...numeric(address), cidr, prefix: Number(prefix), purpose };
}

const inBlock = (address: Numeric, { value, bits, prefix }: Block) =>
  address.bits === bits && address.value >> BigInt(bits - prefix) === value >> BigInt(bits - prefix);

/** The address (IPv4 or IPv6, as `net.isIP` accepts it, a zone id ignored) as a number. */
function numeric(address: string): Numeric {
  if (isIP(address) === 4) return { value: address.split('.').reduce((sum, part) => (sum << 8n) + BigInt(part), 0n), bits: 32 };
  const plain = address.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1];
  const hex = dotted ? plain.replace(dotted, hextets(dotted)) : plain;
  const [head, tail] = hex.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = tail === undefined ? groups(head) : [...groups(head), ...Array<string>(missing).fill('0'), ...groups(tail)];
  return { value: all.reduce((sum, group) => (sum << 16n) + BigInt(parseInt(group, 16)), 0n), bits: 128 };
}

const hextets = (ipv4: string) => {
  const n = Number(numeric(ipv4).value);
  return `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
};

const ipv4Of = (value: bigint) => [24n, 16n, 8n, 0n].map((shift) => (value >> shift) & 255n).join('.');

/**
 * The IPv4 addresses an IPv6 address carries, which a packet to it ends up reaching: the low 32 bits of the mapped,
 * translated, compatible and NAT64 (64:ff9b::/96) forms, bits 16–47 of 6to4, and Teredo's server and (inverted) client.
 */
export function embeddedIPv4(address: string): string[] {
  const { value, bits } = numeric(address);
  if (bits === 32) return [];
  const at = (name: string) =>
    inBlock(
      { value, bits },
      BLOCKS.find((b) => b.purpose === name)!,
    );
  const low = value & 0xffffffffn;
  if (at('IPv4-mapped') || at('IPv4-translated') || at('NAT64') || (at('IPv4-compatible') && value > 1n)) return [ipv4Of(low)];
  if (at('6to4')) return [ipv4Of((value >> 80n) & 0xffffffffn)];
  if (at('Teredo')) return [ipv4Of((value >> 64n) & 0xffffffffn), ipv4Of(low ^ 0xffffffffn)];
  return [];
}

/**
 * What makes `address` no host of the public Internet, or null when it is one: the special-purpose block it is in, or
 * the block of an IPv4 address it carries (named first, being where the packet goes), e.g.
 * `"loopback (127.0.0.0/8), carried by the IPv4-compatible ::7f00:1"`.
 */
export function specialPurpose(address: string): string | null {
  for (const ipv4 of embeddedIPv4(address)) {
    const carried = specialPurpose(ipv4);
    if (carried) return `${carried}, carried by the ${blockOf(address)!.purpose} ${address}`;
  }
  const found = blockOf(address);
  if (found) return `${found.purpose} (${found.cidr})`;
  const value = numeric(address);
  return value.bits === 128 && !inBlock(value, GLOBAL_UNICAST) ? `outside global unicast (${GLOBAL_UNICAST.cidr})` : null;
}

function blockOf(address: string): Block | undefined {
  const value = numeric(address);
  return BLOCKS.find((b) => inBlock(value, b));
}

/** 127.0.0.0/8 and ::1, and an IPv4 loopback address written IPv4-mapped (::ffff:127.0.0.1): this machine itself. */
export function isLoopback(address: string): boolean {
  const value = numeric(address);
  const mapped =
    value.bits === 128 &&
    inBlock(
      value,
      BLOCKS.find((b) => b.purpose === 'IPv4-mapped')!,
    );
  const ipv4 = mapped ? { value: value.value & 0xffffffffn, bits: 32 as const } : value;
  return ipv4.bits === 32 ? ipv4.value >> 24n === 127n : ipv4.value === 1n;
}
