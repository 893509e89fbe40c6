/**
 * The envelope every domain event travels in (ARCHITECTURE §2). `type` is also the event's
 * subject below the namespace, e.g. `shop.catalog.product-updated.v1`.
 */
export interface EventEnvelope<TType extends string = string, TData = unknown> {
  /** Unique per event; the JetStream msgID and the inbox key. */
  id: string;
  type: TType;
  /** ISO-8601 time of the change that caused the event. */
  occurredAt: string;
  /** Travels from the HTTP request that started the chain through every hop. */
  correlationId: string;
  data: TData;
}

/** Describes one versioned event: its type string and a guard for its payload. */
export interface EventDefinition<TType extends string, TData> {
  readonly type: TType;
  /** Narrowing check used by consumers before they trust a payload from the wire. */
  isData(value: unknown): value is TData;
}

/** Declares an event definition; the one place where a type string is spelled out. */
export function defineEvent<TData>() {
  return <TType extends string>(
    type: TType,
    isData: (value: unknown) => value is TData,
  ): EventDefinition<TType, TData> => ({ type, isData });
}

/** Builds a fresh envelope for `definition` with a new id and the current time. */
export function createEnvelope<TType extends string, TData>(
  definition: EventDefinition<TType, TData>,
  data: TData,
  correlationId: string,
  occurredAt: Date = new Date(),
): EventEnvelope<TType, TData> {
  return {
    id: globalThis.crypto.randomUUID(),
    type: definition.type,
    occurredAt: occurredAt.toISOString(),
    correlationId,
    data,
  };
}

/** True when `value` has the envelope's shape (payload not checked). */
export function isEnvelope(value: unknown): value is EventEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.type === 'string' &&
    typeof v.occurredAt === 'string' &&
    typeof v.correlationId === 'string' &&
    'data' in v
  );
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
