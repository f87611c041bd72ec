import { isIP } from 'node:net';
import { refusedHost, type OutgoingRule } from '../../platform/outgoing-http/guarded-agent';
import { hostOf, type HostResolver } from '../../platform/outgoing-http/host-resolver';

/** How long registering an endpoint waits for its host's addresses: a DNS server slower than this makes the host "not resolving yet". */
const REGISTRATION_WAIT_MS = 200;

const HTTPS_ONLY = 'url must be an https URL (http only to loopback addresses, when the service allows it)';

/**
 * Why a webhook may not be sent to `url`, judged from the URL alone, or null when it may so far: https (http only with
 * the loopback allowance), no user name or password, and a host written as an IP address a public one (or loopback,
 * with the allowance). A name's addresses are checked by the guarded agent when it connects (outgoing-http/).
 */
export function refusedUrl(url: string, rule: OutgoingRule): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'url must be an absolute https URL';
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && rule.allowLoopback)) return HTTPS_ONLY;
  if (parsed.username || parsed.password) return 'url must not hold a user name or password';
  const host = hostOf(parsed);
  return isIP(host) ? refusedAt(host, [host], parsed.protocol, rule) : null;
}

/**
 * Why an endpoint may not be registered at `url`: refusedUrl, then every address its host has, as `resolver` finds them
 * within REGISTRATION_WAIT_MS. A host that does not resolve (yet, or in time) is accepted over https, as a partner may
 * register before its DNS is published: each send checks the address it connects to.
 */
export async function refusedEndpoint(url: string, rule: OutgoingRule, resolver: HostResolver): Promise<string | null> {
  const refused = refusedUrl(url, rule);
  if (refused) return refused;
  const parsed = new URL(url);
  const host = hostOf(parsed);
  const addresses = await resolver.addresses(host, REGISTRATION_WAIT_MS).catch(() => null);
  if (!addresses) return parsed.protocol === 'https:' ? null : HTTPS_ONLY;
  return refusedAt(host, addresses, parsed.protocol, rule);
}

function refusedAt(host: string, addresses: string[], protocol: string, rule: OutgoingRule): string | null {
  const why = refusedHost(host, addresses, protocol, rule);
  return why && `url's host ${why}; webhooks are not sent there`;
}
