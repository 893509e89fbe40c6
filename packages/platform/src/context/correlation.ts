import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** HTTP and NATS header that carries the correlation id between hops. */
export const CORRELATION_HEADER = 'x-correlation-id';

interface RequestContext {
  correlationId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with `correlationId` visible to logs, RPC calls and new events below it. */
export function runWithCorrelation<T>(correlationId: string, fn: () => T): T {
  return storage.run({ correlationId }, fn);
}

/** The current correlation id, if the code runs inside a request, message or event. */
export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/** A correlation id taken from a trusted-format header value, or a new one. */
export function correlationIdFrom(value: unknown): string {
  return typeof value === 'string' && /^[\w\-.:]{1,128}$/.test(value) ? value : randomUUID();
}
