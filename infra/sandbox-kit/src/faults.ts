import { newLocalId } from './ids.js';

/** Whether `v` is a JSON object (not null, not an array). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * `fields[name]`, an integer from `min` to `max`, or undefined when absent (or null); else the
 * error `fail` makes of `<name> must be an integer from <min> to <max>`.
 */
export function integerField(
  fields: Record<string, unknown>,
  name: string,
  min: number,
  max: number,
  fail: (message: string) => Error,
): number | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw fail(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

/**
 * `fields[name]`, a non-empty string, or undefined when absent; else the error `fail` makes of
 * `<name> must be a non-empty string`.
 */
export function textField(
  fields: Record<string, unknown>,
  name: string,
  fail: (message: string) => Error,
): string | undefined {
  const value = fields[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') throw fail(`${name} must be a non-empty string`);
  return value;
}

/** A fault as stored: what was asked, its id and how many requests it has hit. */
export type StoredFault<F> = F & { id: string; hits: number };

/**
 * Faults for the next requests, in the order they were added: each hits `count` requests (every
 * request until cleared, without a count), then the next one applies.
 */
export class FaultRules<F extends { count?: number }> {
  private readonly rules: StoredFault<F>[] = [];

  /** Adds a fault (already checked) and answers it (a copy), with its new id. */
  add(fault: F): StoredFault<F> {
    const rule: StoredFault<F> = { ...fault, id: newLocalId('flt'), hits: 0 };
    this.rules.push(rule);
    return { ...rule };
  }

  /** The faults, in the order they apply (used-up ones included), copies. */
  list(): StoredFault<F>[] {
    return this.rules.map((f) => ({ ...f }));
  }

  /** Removes every fault. */
  clear(): void {
    this.rules.length = 0;
  }

  /** The fault that hits this request, counted as used once; undefined when none is left. */
  take(): StoredFault<F> | undefined {
    const fault = this.rules.find((f) => f.count === undefined || f.hits < f.count);
    if (!fault) return undefined;
    fault.hits += 1;
    return { ...fault };
  }
}
