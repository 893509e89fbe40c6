import { isRecord } from '../envelope.js';
import type { PricedItem } from '../checkout.js';

/** True for a list of priced items (shared by checkout and order events). */
export const isPricedItems = (v: unknown): v is PricedItem[] =>
  Array.isArray(v) &&
  v.every((i) => hasFields(i, { productId: 'string', quantity: 'number', pricePaise: 'number' }));

/** What a field of an event's payload must be: a `typeof` answer, or a check of its own. */
export type FieldCheck = 'string' | 'number' | 'record' | ((value: unknown) => boolean);

/** True for a record whose named fields pass their checks (the guard of an event payload). */
export function hasFields(value: unknown, checks: Record<string, FieldCheck>): boolean {
  return (
    isRecord(value) &&
    Object.entries(checks).every(([key, check]) =>
      typeof check === 'function'
        ? check(value[key])
        : check === 'record'
          ? isRecord(value[key])
          : typeof value[key] === check,
    )
  );
}

/** A field that may be absent (events written before it existed), else passes `check`. */
export const optional =
  (check: FieldCheck) =>
  (value: unknown): boolean =>
    value === undefined || hasFields({ value }, { value: check });
