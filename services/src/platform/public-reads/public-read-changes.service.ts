import { PublicReadChange } from '@driveratlas/site-contracts';
import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ChangeListener, type ChangeLogState } from '../change-log/change-listener';
import { ReplicaReads } from '../database/replica-reads';

/** How often an open stream of changes carries a comment, so that nothing between closes it as idle. */
const HEARTBEAT_MS = 15_000;

/**
 * What the gateway needs to keep public reads in memory and never serve one older than a write: the change log, as a
 * stream of server-sent events. Every write appends its changes to the log in its transaction; this process's listener
 * hears each (ChangeListener) and every open stream gets a message with the newest change's id (also the event's `id`)
 * and the primary's position past it. A gateway that opens the stream again sends the last id it heard
 * (`Last-Event-ID`): the first message says whether nothing changed since (`resumed`), so it may keep its answers. While
 * the listener does not hear every change, the streams say nothing may be kept (`serving: false`); when the process
 * stops, they end.
 */
@Injectable()
export class PublicReadChanges implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly streams = new Set<Response>();
  private stopped = false;
  private unsubscribe?: () => void;

  constructor(
    private readonly listener: ChangeListener,
    private readonly replica: ReplicaReads,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.listener.subscribe((state) => this.changed(state));
    this.replica.requirePosition(this.listener.current.position);
  }

  /** Streams the changes as server-sent events: whether answers may be kept now, then a message at each change. */
  stream(req: Request, res: Response): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    const state = this.listener.current;
    const since = req.header('last-event-id');
    this.send(res, state, since === undefined ? undefined : since === state.newest);
    if (this.stopped) return void res.end();
    this.streams.add(res);
    const heartbeat = setInterval(() => res.write(':\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    res.once('close', () => {
      this.streams.delete(res);
      clearInterval(heartbeat);
    });
  }

  beforeApplicationShutdown(): void {
    // The streams end, so the HTTP server can close once the requests under way are answered.
    this.stopped = true;
    this.unsubscribe?.();
    for (const res of this.streams) {
      this.send(res, { hearing: false });
      res.end();
    }
    this.streams.clear();
  }

  private changed(state: ChangeLogState): void {
    this.replica.requirePosition(state.position);
    for (const res of this.streams) this.send(res, state);
  }

  private send(res: Response, { hearing, newest, position }: ChangeLogState, resumed?: boolean): void {
    const serving = hearing && !this.stopped;
    const message: PublicReadChange = serving ? { serving, position, change: newest, ...(resumed !== undefined && { resumed }) } : { serving };
    res.write(`${serving && newest ? `id: ${newest}\n` : ''}data: ${JSON.stringify(message)}\n\n`);
  }
}
