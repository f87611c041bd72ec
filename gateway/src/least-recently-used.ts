/** A cache of values by key, holding at most `max`: the least recently used is dropped first. */
export class LeastRecentlyUsed<T> extends Map<string, T> {
  constructor(private readonly max: number) {
    super();
  }

  /** The value kept under `key`, else the one `make` makes, kept; either becomes the most recently used. */
  use(key: string, make: () => T): T {
    const kept = this.get(key);
    this.delete(key);
    const value = kept ?? make();
    this.set(key, value);
    if (this.size > this.max) this.delete(this.keys().next().value!);
    return value;
  }
}
