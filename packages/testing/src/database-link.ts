import { freePort } from '@driveratlas/stack';
import { createConnection, createServer, Server, Socket } from 'node:net';

/**
 * A TCP link in front of PostgreSQL that a test cuts, freezes and restores: the database going away, or hanging
 * (the network or the server frozen: nothing answered, nothing refused), as the service sees it. For the service's
 * tests and the gateway's alike.
 */
export class DatabaseLink {
  private server?: Server;
  private readonly pairs = new Set<[Socket, Socket]>();
  private frozen = false;

  private constructor(
    readonly port: number,
    private readonly target: URL,
  ) {}

  static async open(databaseUrl: string): Promise<DatabaseLink> {
    const link = new DatabaseLink(await freePort(), new URL(databaseUrl));
    await link.up();
    return link;
  }

  /** The database's URL through the link. */
  get url(): string {
    const url = new URL(this.target);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = createConnection(Number(this.target.port || 5432), this.target.hostname);
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      for (const socket of pair) {
        socket.on('close', () => {
          this.pairs.delete(pair);
          pair.forEach((other) => other.destroy());
        });
        socket.on('error', () => undefined);
      }
      if (!this.frozen) forward(pair);
    });
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  /** Refuses new connections and cuts the open ones. */
  async down(): Promise<void> {
    const closed = new Promise((resolve) => this.server?.close(resolve));
    for (const pair of this.pairs) pair.forEach((socket) => socket.destroy());
    await closed;
  }

  /**
   * Stops forwarding, both ways, on the open connections and on new ones, which it still accepts. With `dropping`,
   * the open connections are closed too, as when the service's pooled connections have timed out.
   */
  freeze({ dropping = false } = {}): void {
    this.frozen = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
      if (dropping) client.destroy();
    }
  }

  /** Forwards again what was held and what follows. */
  thaw(): void {
    this.frozen = false;
    this.pairs.forEach(forward);
  }
}

function forward([client, upstream]: [Socket, Socket]): void {
  client.pipe(upstream);
  upstream.pipe(client);
}
