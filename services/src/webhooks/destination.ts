import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses a webhook never goes to, so that a partner cannot make the service call into its own network. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 one. */
const plain = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
const isLoopback = (address: string) => LOOPBACK.check(plain(address), family(plain(address)));
const isPrivate = (address: string) => PRIVATE.check(plain(address), family(plain(address)));

/**
 * Why a webhook may not be sent to `url`, or null when it may: HTTPS to public addresses only, every address its host
 * resolves to checked; with `allowLoopback` (WEBHOOK_ALLOW_HTTP_LOOPBACK), also http or https to loopback addresses.
 * When an endpoint is registered (`sending` false), a host that does not resolve yet is accepted (a partner may
 * register before its DNS is published): it is checked again at each send, where it fails the attempt.
 */
export async function refusedDestination(url: string, allowLoopback: boolean, sending = true): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'url must be an absolute https URL';
  }
  const https = 'url must be an https URL (http only to loopback addresses, when the service allows it)';
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && allowLoopback)) return https;
  if (parsed.username || parsed.password) return 'url must not hold a user name or password';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    if (parsed.protocol !== 'https:') return https;
    return sending ? `url's host ${host} could not be resolved` : null;
  }
  const loopback = addresses.every(isLoopback);
  if (allowLoopback && loopback) return null;
  if (parsed.protocol !== 'https:') return https;
  if (addresses.some(isPrivate)) return `url's host ${host} is a private, loopback or reserved address, which webhooks are not sent to`;
  return null;
}
