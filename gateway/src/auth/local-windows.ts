/** How many attempts a key has made in its current window, and when that window ends. */
export interface WindowCount {
  count: number;
  ttlMs: number;
}

/**
 * Fixed-window counts kept in this process: what the gateway's rate limits fall back to while
 * Redis (where every replica shares the count) is unreachable, so that the limit still holds per
 * replica instead of not at all. Expired windows are swept as the map grows.
 */
export class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private sweepAt: number;

  constructor(private readonly sweepAbove = 10_000) {
    this.sweepAt = sweepAbove;
  }

  hit(key: string, windowMs: number, now = Date.now()): WindowCount {
    let w = this.windows.get(key);
    if (!w || w.endsAt <= now) {
      if (this.windows.size >= this.sweepAt) this.sweep(now);
      w = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, ttlMs: w.endsAt - now };
  }

  get size() {
    return this.windows.size;
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.endsAt <= now) this.windows.delete(key);
    // still full of live windows: sweep again only once it has grown as much again
    this.sweepAt = Math.max(this.sweepAbove, this.windows.size * 2);
  }
}
