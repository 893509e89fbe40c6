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
 * Callers waiting for a store to reach some state: the store calls `changed()` on every change,
 * which runs each waiter's probe again (no polling), and any number may wait at once.
 */
export class Waiters {
  private readonly events = new EventEmitter().setMaxListeners(0);

  /** Wakes every waiter to probe again. */
  changed(): void {
    this.events.emit('change');
  }

  /**
   * The first non-undefined value `probe` gives, now or after a change; rejects after
   * `timeoutMs` saying `what` it waited for.
   */
  waitFor<T>(probe: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return waitUntil(this.events, 'change', probe, timeoutMs, what);
  }
}
