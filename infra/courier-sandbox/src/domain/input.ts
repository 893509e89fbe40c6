import { isRecord } from '@arogya/sandbox-kit';
import { label, requiredMessage, ShiprocketError, type FieldErrors } from '../errors.js';

/** Collects Laravel-style validation messages, field by field, in the order found. */
export class Problems {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  required(field: string): void {
    this.add(field, requiredMessage(field));
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Throws the 422 answer when anything was found. */
  throwIfAny(message?: string): void {
    if (!this.empty) throw ShiprocketError.validation(this.errors, message);
  }
}

/** Whether a field was given: not absent, null or blank. */
export function present(value: unknown): boolean {
  return (
    value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '')
  );
}

/** A number, or a string holding one (forms and JSON both reach Shiprocket); else undefined. */
export function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** The body as a record (an empty one for anything else). */
export function fields(body: unknown): Record<string, unknown> {
  return isRecord(body) ? body : {};
}

/**
 * `shipment_id` as label, manifest and pickup take it: an array of ids (numbers or numeric
 * strings). Throws the 422 answers of Shiprocket's documentation otherwise.
 */
export function shipmentIds(body: unknown): number[] {
  const value = fields(body).shipment_id;
  const problems = new Problems();
  if (!present(value)) problems.required('shipment_id');
  else if (!Array.isArray(value))
    problems.add('shipment_id', `The ${label('shipment_id')} must be an array.`);
  else if (value.length === 0) problems.required('shipment_id');
  problems.throwIfAny();
  return (value as unknown[]).map((v) => numeric(v) ?? Number.NaN);
}
