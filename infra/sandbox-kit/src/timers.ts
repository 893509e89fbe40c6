/**
 * Later steps of a sandbox's flows (status changes, delivery reports, late authorizations,
 * refunds settling…), cancelled all at once when the sandbox closes so that nothing fires into
 * a closed server.
 */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();
  private readonly repeating = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly warn: (message: string) => void = () => {}) {}

  /** Runs `step` after `ms`; an error it throws is logged, never thrown at the caller. */
  after(ms: number, step: () => void): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      this.run(step);
    }, ms);
    this.pending.add(timer);
  }

  /**
   * Runs `step` every `ms` until closed (without keeping the process alive); an error it
   * throws is logged.
   */
  every(ms: number, step: () => void): void {
    if (this.closed) return;
    const timer = setInterval(() => this.run(step), ms);
    timer.unref();
    this.repeating.add(timer);
  }

  /** Cancels every step not run yet, and refuses new ones. */
  close(): void {
    this.closed = true;
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
    for (const timer of this.repeating) clearInterval(timer);
    this.repeating.clear();
  }

  private run(step: () => void): void {
    try {
      step();
    } catch (err) {
      this.warn(`sandbox timer failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
