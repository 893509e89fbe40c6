import { RazorpayError } from '../errors.js';
import type { Notes, NotesField } from './entities.js';

/** A parsed JSON request body. */
export type Fields = Record<string, unknown>;

/** Bodies arrive untyped; an absent body counts as empty so optional-only calls work. */
export function readFields(body: unknown): Fields {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw RazorpayError.badRequest('The request body must be a JSON object.');
  }
  return body as Fields;
}

/** Paise are integers; Razorpay refuses anything below one rupee. */
export function readAmount(fields: Fields, name: string, required: boolean): number | undefined {
  const value = fields[name];
  if (value === undefined || value === null) {
    if (required) throw RazorpayError.badRequest(`The ${name} field is required.`, name);
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw RazorpayError.badRequest(`The ${name} must be an integer (in paise).`, name);
  }
  if (value < 100) {
    throw RazorpayError.badRequest(
      `The ${name} must be atleast INR 1.00 (100 paise), got ${value}.`,
      name,
    );
  }
  return value;
}

/** Optional string with Razorpay's length limit; null stays null. */
export function readString(fields: Fields, name: string, maxLength: number): string | null {
  const value = fields[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    throw RazorpayError.badRequest(`The ${name} must be a string.`, name);
  }
  if (value.length > maxLength) {
    throw RazorpayError.badRequest(
      `The ${name} may not be greater than ${maxLength} characters.`,
      name,
    );
  }
  return value;
}

/** Razorpay limits notes to 15 scalar entries of at most 256 characters each. */
export function readNotes(fields: Fields): NotesField {
  const value = fields.notes;
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.length === 0) return [];
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw RazorpayError.badRequest('The notes must be an object of key/value pairs.', 'notes');
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 15) {
    throw RazorpayError.badRequest('Number of notes should be less than or equal to 15.', 'notes');
  }
  const notes: Notes = {};
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number' && typeof note !== 'boolean') {
      throw RazorpayError.badRequest(`The notes.${key} must be a string or a number.`, 'notes');
    }
    if (String(note).length > 256) {
      throw RazorpayError.badRequest(
        `The notes.${key} may not be greater than 256 characters.`,
        'notes',
      );
    }
    notes[key] = note;
  }
  return entries.length === 0 ? [] : notes;
}

/** Optional flag; Razorpay rejects `"true"` strings, so does the sandbox. */
export function readBoolean(fields: Fields, name: string): boolean | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') {
    throw RazorpayError.badRequest(`The ${name} must be true or false.`, name);
  }
  return value;
}
