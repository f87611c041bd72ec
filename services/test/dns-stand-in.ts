import { createSocket, type Socket as DgramSocket } from 'node:dgram';
import { createServer, type Server, type Socket } from 'node:net';

/** What the stand-in answers for a name: its IPv4 addresses, none (NXDOMAIN), or nothing at all, as a dead server does. */
export type DnsAnswer = string[] | 'no such name' | 'silent';

export interface DnsStandIn {
  /** The address for OUTGOING_DNS_SERVERS (`127.0.0.1:port`, UDP and TCP). */
  server: string;
  /** Every question it was asked, in order. */
  queries: Array<{ name: string; type: 'A' | 'AAAA' | number; at: number }>;
  close(): Promise<void>;
}

const TYPES: Record<number, 'A' | 'AAAA'> = { 1: 'A', 28: 'AAAA' };

/**
 * A DNS server on 127.0.0.1 that answers A questions as `answer` says at the moment it is asked (so a name can change
 * between two questions) and AAAA questions with no address; TCP connections it accepts and never answers.
 */
export async function startDnsStandIn(answer: (name: string) => DnsAnswer): Promise<DnsStandIn> {
  const queries: DnsStandIn['queries'] = [];
  const held = new Set<Socket>();
  const { udp, tcp, port } = await bothOnOnePort((udp) =>
    udp.on('message', (query, from) => {
      const question = questionOf(query);
      if (!question) return;
      queries.push({ name: question.name, type: TYPES[question.type] ?? question.type, at: Date.now() });
      const found = answer(question.name);
      if (found !== 'silent') udp.send(reply(query, question.end, question.type === 1 || found === 'no such name' ? found : []), from.port, from.address);
    }),
  );
  tcp.on('connection', (socket) => held.add(socket.on('close', () => held.delete(socket))));
  return {
    server: `127.0.0.1:${port}`,
    queries,
    close: async () => {
      held.forEach((socket) => socket.destroy());
      await Promise.all([new Promise((resolve) => tcp.close(resolve)), new Promise<void>((resolve) => udp.close(resolve))]);
    },
  };
}

/**
 * A UDP socket on a free port and a TCP server on the same port number, as a DNS server has both. The system picks the
 * UDP port; the same TCP port may be another program's (a connection's own port), and then another pair is tried.
 */
async function bothOnOnePort(setUp: (udp: DgramSocket) => void): Promise<{ udp: DgramSocket; tcp: Server; port: number }> {
  for (let tries = 1; ; tries++) {
    const udp = createSocket('udp4');
    setUp(udp);
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
    const { port } = udp.address();
    const tcp = createServer();
    try {
      await new Promise<void>((resolve, reject) => tcp.once('error', reject).listen(port, '127.0.0.1', resolve));
      return { udp, tcp, port };
    } catch (error) {
      await new Promise<void>((resolve) => udp.close(resolve));
      if ((error as { code?: string }).code !== 'EADDRINUSE' || tries === 20) throw error;
    }
  }
}

/** The question of a DNS query (RFC 1035 4.1): its name, its type, and where it ends. */
function questionOf(query: Buffer): { name: string; type: number; end: number } | null {
  const labels: string[] = [];
  let at = 12;
  while (at < query.length && query[at] !== 0) {
    labels.push(query.subarray(at + 1, at + 1 + query[at]).toString('ascii'));
    at += 1 + query[at];
  }
  if (at + 5 > query.length) return null;
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(at + 1), end: at + 5 };
}

/** The answer to `query`: its id and question, then an A record (TTL 0, so nothing is cached) per address, or NXDOMAIN. */
function reply(query: Buffer, questionEnd: number, addresses: string[] | 'no such name'): Buffer {
  const records = addresses === 'no such name' ? [] : addresses;
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  header.writeUInt16BE(addresses === 'no such name' ? 0x8183 : 0x8180, 2); // a response, recursion available; rcode 3 is NXDOMAIN
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  const answers = records.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(1, 2); // A
    record.writeUInt16BE(1, 4); // IN
    record.writeUInt32BE(0, 6);
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((byte, i) => record.writeUInt8(Number(byte), 12 + i));
    return record;
  });
  return Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
}
