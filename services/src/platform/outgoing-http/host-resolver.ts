import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { isLoopback } from './special-addresses';

/** How long each DNS server is given for a query, and how many times it is asked, before a name counts as unresolved. */
export const QUERY_TIMEOUT_MS = 1000;
const TRIES = 2;

/** RFC 6761: localhost and its subdomains are this machine, whatever a DNS server says (c-ares does not read /etc/hosts). */
const LOCALHOST = /^(.+\.)?localhost\.?$/i;

/** A URL's host as resolvers and connections take it: an IPv6 address without its brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Whether `host` (a name, or an IP address without brackets) is this machine by its very spelling: localhost, 127.0.0.0/8, ::1. */
export function namesThisMachine(host: string): boolean {
  return isIP(host) ? isLoopback(host) : LOCALHOST.test(host);
}

/**
 * Finds a host's addresses by asking DNS servers directly (c-ares, on the event loop): never `dns.lookup`, whose
 * getaddrinfo calls hold one of libuv's four worker threads each, which the rest of the service needs, for as long as
 * a DNS server fails to answer.
 */
export class HostResolver {
  private readonly resolver = new dns.Resolver({ timeout: QUERY_TIMEOUT_MS, tries: TRIES });

  /** `servers` as `dns.setServers` takes them (`1.1.1.1`, `127.0.0.1:5353`, `[::1]:53`); the system's when empty. */
  constructor(servers: string[] = []) {
    if (servers.length) this.resolver.setServers(servers);
  }

  /**
   * Every IPv4 and IPv6 address `host` has; an IP address is its own. Rejects when it has none (ENOTFOUND, ENODATA,
   * ETIMEOUT…), or when `withinMs` is given and the answer takes longer.
   */
  async addresses(host: string, withinMs?: number): Promise<string[]> {
    if (isIP(host)) return [host];
    if (LOCALHOST.test(host)) return ['127.0.0.1', '::1'];
    const found = Promise.allSettled([this.resolver.resolve4(host), this.resolver.resolve6(host)]).then(([v4, v6]) => {
      const addresses = [v4, v6].flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
      if (!addresses.length) throw (v4 as PromiseRejectedResult).reason;
      return addresses;
    });
    return withinMs === undefined ? found : Promise.race([found, deadline(host, withinMs)]);
  }
}

/** Rejects after `ms` as an unanswered query does (ETIMEOUT), without holding the process open. */
function deadline(host: string, ms: number): Promise<never> {
  return new Promise((_, reject) => {
    const error = Object.assign(new Error(`queryA ETIMEOUT ${host}`), { code: 'ETIMEOUT' });
    setTimeout(() => reject(error), ms).unref();
  });
}
