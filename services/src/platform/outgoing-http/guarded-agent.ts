import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import type { HostResolver } from './host-resolver';
import { isLoopback, specialPurpose } from './special-addresses';

/** Where a caller may send requests besides the public Internet over https. */
export interface OutgoingRule {
  /** Loopback addresses too, over http or https (local receivers and stand-ins); still no other special address. */
  allowLoopback: boolean;
}

/** A request the rule forbids: to a private, loopback or reserved address, or over plain http off loopback. */
export class RefusedDestination extends Error {
  override name = 'RefusedDestination';
}

/** Why `address` may not be connected to over `protocol` (`https:`…) under `rule`, or null when it may. */
function refusedAddress(address: string, protocol: string, rule: OutgoingRule): string | null {
  if (rule.allowLoopback && isLoopback(address)) return null;
  const special = specialPurpose(address);
  if (special) return `a private, loopback or reserved address: ${special}`;
  if (protocol !== 'https:') return 'not loopback, and plain http goes to loopback addresses only (where allowed): use https';
  return null;
}

/**
 * Why `host`, found at `addresses`, may not be connected to, or null when it may: one forbidden address refuses the
 * host, e.g. "metadata.partner.test resolves to 169.254.169.254, which is a private, loopback or reserved address: …".
 */
export function refusedHost(host: string, addresses: string[], protocol: string, rule: OutgoingRule): string | null {
  for (const address of addresses) {
    const why = refusedAddress(address, protocol, rule);
    if (why) return address === host ? `${host} is ${why}` : `${host} resolves to ${address}, which is ${why}`;
  }
  return null;
}

/**
 * The lookup each connection makes instead of `dns.lookup`: the resolver's answer, refused whole if any address is
 * forbidden, is the one connected to, so nothing can resolve differently between the check and the connection.
 */
function guardedLookup(resolver: HostResolver, protocol: string, rule: OutgoingRule): LookupFunction {
  return (hostname, options, callback) => {
    resolver.addresses(hostname).then(
      (addresses) => {
        const refused = refusedHost(hostname, addresses, protocol, rule);
        if (refused) return callback(new RefusedDestination(refused), '', 0);
        const usable = addresses.map((address) => ({ address, family: isIP(address) })).filter((a) => !options.family || a.family === options.family);
        if (!usable.length) return callback(Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) return (callback as unknown as (error: null, all: typeof usable) => void)(null, usable);
        callback(null, usable[0].address, usable[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/**
 * An undici Agent that connects only where `rule` allows: a host written as an IP address is checked as it is, a name
 * through the guarded lookup. Redirects are the caller's to refuse (`redirect: 'manual'` or `'error'`).
 */
function guardedAgent(resolver: HostResolver, rule: OutgoingRule): Agent {
  const connectors = {
    'http:': buildConnector({ lookup: guardedLookup(resolver, 'http:', rule) }),
    'https:': buildConnector({ lookup: guardedLookup(resolver, 'https:', rule) }),
  };
  return new Agent({
    connect: (options, callback) => {
      const connector = connectors[options.protocol as keyof typeof connectors];
      // net.connect asks no lookup for an IP address: such a host is checked here.
      const refused = !connector
        ? `${options.protocol} is not http or https`
        : isIP(options.hostname) && refusedHost(options.hostname, [options.hostname], options.protocol, rule);
      if (refused) return void queueMicrotask(() => callback(new RefusedDestination(refused), null));
      connector(options, callback);
    },
  });
}

/** `fetch` whose every connection goes through a guarded agent. */
export type GuardedFetch = (url: string, init?: Parameters<typeof undiciFetch>[1]) => ReturnType<typeof undiciFetch>;

/** A `fetch` connecting only where `rule` allows, resolving names with `resolver`. */
export function guardedFetch(resolver: HostResolver, rule: OutgoingRule): GuardedFetch {
  const dispatcher = guardedAgent(resolver, rule);
  return (url, init) => undiciFetch(url, { ...init, dispatcher });
}
