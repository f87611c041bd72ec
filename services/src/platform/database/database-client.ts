import { Client, type ClientConfig } from 'pg';

/**
 * The service's pg client. pg emits `'error'` on a client whose connection is lost (PostgreSQL killed or restarted, the
 * network cut) even while a statement or its pool holds it, and an `'error'` no one listens to ends the process. This
 * client always listens: the statement in progress fails with the error (a 503 to its request), and the pool drops
 * the client when it is released, so the next statement connects anew.
 */
export class DatabaseClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}
