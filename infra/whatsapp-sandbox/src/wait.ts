import { EventEmitter, once } from 'node:events';

/**
 * Resolves with the first non-undefined value `probe` gives: now, or after one of `emitter`'s
 * `event`s. Rejects after `timeoutMs` saying `what` it waited for. No polling: the probe runs
 * only when something changed.
 */
export async function waitUntil<T>(
  emitter: EventEmitter,
  event: string,
  probe: () => T | undefined,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = AbortSignal.timeout(timeoutMs);
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    try {
      await once(emitter, event, { signal: deadline });
    } catch {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    }
  }
}

/**
 * Later steps (status changes), cancelled all at once when the sandbox closes so that nothing
 * fires into a closed server.
 */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly warn: (message: string) => void = () => {}) {}

  /** Runs `step` after `ms`; an error it throws is logged, never thrown at the caller. */
  after(ms: number, step: () => void): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      try {
        step();
      } catch (err) {
        this.warn(`sandbox timer failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }, ms);
    this.pending.add(timer);
  }

  /** Cancels every step not run yet, and refuses new ones. */
  close(): void {
    this.closed = true;
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
