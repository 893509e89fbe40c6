import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
import type { StoredMessage } from './messages.js';

/** What `waitFor` throws when no matching message arrived in time. */
export class MailWaitTimeoutError extends Error {
  override readonly name = 'MailWaitTimeoutError';
}

/** What a pending `waitFor` throws when the sandbox closes under it. */
export class MailSandboxClosedError extends Error {
  override readonly name = 'MailSandboxClosedError';
}

/** How many recent messages a timeout error describes. */
const DESCRIBED = 5;

/**
 * The inbox: messages in memory, at most `max` (the oldest forgotten first), and an event for
 * each new one so that waiting needs no polling.
 */
export class MessageStore {
  /** Oldest first; `list()` reverses. */
  private readonly items: StoredMessage[] = [];
  private readonly arrivals = new EventEmitter();
  private closed = false;

  constructor(private readonly max: number) {
    this.arrivals.setMaxListeners(0);
  }

  /** A new id: 8 URL-safe characters, unused in this store. */
  newId(): string {
    for (;;) {
      const id = randomBytes(6).toString('base64url');
      if (!this.get(id)) return id;
    }
  }

  /** Keeps a message (dropping the oldest beyond the cap) and tells the waiters. */
  add(message: StoredMessage): void {
    this.items.push(message);
    if (this.items.length > this.max) this.items.splice(0, this.items.length - this.max);
    this.arrivals.emit('message', message);
  }

  /** Every message, newest first (a new array; the messages themselves are shared). */
  list(): StoredMessage[] {
    return this.items.slice().reverse();
  }

  /** One message by id. */
  get(id: string): StoredMessage | undefined {
    return this.items.find((m) => m.id === id);
  }

  /** Forgets one message; false when there was none with that id. */
  remove(id: string): boolean {
    const index = this.items.findIndex((m) => m.id === id);
    if (index < 0) return false;
    this.items.splice(index, 1);
    return true;
  }

  /** Forgets every message. */
  clear(): void {
    this.items.length = 0;
  }

  /**
   * The newest message already kept that satisfies `predicate`, or else the first one to
   * arrive within `timeoutMs`. Rejects with a `MailWaitTimeoutError` naming the latest
   * messages on timeout, with a `MailSandboxClosedError` when the sandbox closes first, and
   * with whatever `predicate` throws.
   */
  waitFor(
    predicate: (message: StoredMessage) => boolean,
    timeoutMs: number,
  ): Promise<StoredMessage> {
    try {
      const present = this.list().find(predicate);
      if (present) return Promise.resolve(present);
    } catch (err) {
      return Promise.reject(err);
    }
    if (this.closed)
      return Promise.reject(new MailSandboxClosedError('The mail sandbox is closed'));
    return new Promise((resolve, reject) => {
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        this.arrivals.off('message', onMessage);
        this.arrivals.off('close', onClose);
        outcome();
      };
      const onMessage = (message: StoredMessage) => {
        try {
          if (predicate(message)) settle(() => resolve(message));
        } catch (err) {
          settle(() => reject(err));
        }
      };
      const onClose = () =>
        settle(() => reject(new MailSandboxClosedError('The mail sandbox closed while waiting')));
      const timer = setTimeout(
        () => settle(() => reject(new MailWaitTimeoutError(this.timeoutMessage(timeoutMs)))),
        timeoutMs,
      );
      this.arrivals.on('message', onMessage);
      this.arrivals.once('close', onClose);
    });
  }

  /** Ends every pending `waitFor` (rejected) and refuses new ones. */
  close(): void {
    this.closed = true;
    this.arrivals.emit('close');
  }

  private timeoutMessage(timeoutMs: number): string {
    const recent = this.list().slice(0, DESCRIBED);
    const described = recent
      .map((m) => `\n  - to ${m.envelope.to.join(', ')}: ${JSON.stringify(m.subject)}`)
      .join('');
    const count = this.items.length;
    return (
      `No message matching the predicate arrived within ${timeoutMs} ms ` +
      `(${count} message${count === 1 ? '' : 's'} in the inbox${count ? ', newest first:' : ''})` +
      described
    );
  }
}
