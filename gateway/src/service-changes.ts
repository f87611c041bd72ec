import { PUBLIC_READ_CHANGES_PATH, PublicReadChange } from '@driveratlas/site-contracts';
import { get, IncomingMessage } from 'node:http';

/** Waits before opening the stream of changes again after it ended: doubled each time, up to the last. */
const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * The service's stream of its change log (PUBLIC_READ_CHANGES_PATH, server-sent events): each message says whether
 * public reads may be kept now, and comes at every change of the log, with its id and the database position that shows
 * it. `onChange(change)` is called with each; when the stream ends (a service stopped or crashed), with
 * `{ serving: false }`, and it is opened again, after 0.25 s doubling to 5 s, with the id of the last change heard
 * (`Last-Event-ID`), so the service says whether anything changed meanwhile.
 */
export class ServiceChanges {
  private failures = 0;
  private serving = false;
  private stream?: IncomingMessage;
  private retry?: NodeJS.Timeout;
  private stopped = false;
  /** The id of the last change heard. */
  private lastChange?: string;

  constructor(
    private readonly serviceUrl: string,
    private readonly onChange: (change: PublicReadChange) => void,
    private readonly warn: (message: string) => void,
  ) {}

  /** Opens the stream (and keeps opening it again while the gateway runs). */
  start(): void {
    if (this.stopped) return;
    const headers = { Accept: 'text/event-stream', ...(this.lastChange && { 'Last-Event-ID': this.lastChange }) };
    const request = get(`${this.serviceUrl}${PUBLIC_READ_CHANGES_PATH}`, { headers }, (res) => {
      if (res.statusCode !== 200 || !res.headers['content-type']?.startsWith('text/event-stream')) {
        res.resume();
        return this.lost(`answered ${res.statusCode} ${res.headers['content-type'] ?? ''}`);
      }
      request.setTimeout(0);
      this.stream = res;
      this.failures = 0;
      res.setEncoding('utf8');
      let text = '';
      res.on('data', (chunk: string) => {
        text += chunk;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const message = text.slice(0, end);
          text = text.slice(end + 2);
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (data === undefined) continue;
          this.tell(JSON.parse(data) as PublicReadChange);
        }
      });
      res.once('close', () => this.lost('the stream ended'));
    });
    request.setTimeout(5_000, () => request.destroy(new Error('no answer')));
    request.once('error', (error) => this.lost(error.message));
    request.once('socket', (socket) => socket.setKeepAlive(true, 10_000));
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.stream?.destroy();
    this.tell({ serving: false });
  }

  private tell(change: PublicReadChange): void {
    this.serving = change.serving;
    if (change.change !== undefined) this.lastChange = change.change;
    this.onChange(change);
  }

  private lost(reason: string): void {
    this.stream = undefined;
    const wasServing = this.serving;
    this.tell({ serving: false });
    if (this.stopped || this.retry) return; // stopping, or already waiting to open it again
    if (wasServing || this.failures === 0) this.warn(`Not hearing the service's changes (${reason}): public reads go to the service until it is heard again.`);
    const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)];
    this.failures++;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.start();
    }, wait);
    this.retry.unref();
  }
}
