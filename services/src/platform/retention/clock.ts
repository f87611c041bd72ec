/** Where the retention purge reads the time: a provider, so that a test can move it forward instead of waiting. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
