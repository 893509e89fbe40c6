import type { TFunction } from 'i18next';
import errors from './en/errors.js';

/** A known server message: its key in the `errors` namespace and the values it carries. */
export interface ServerMessage {
  key: string;
  values: Record<string, string | number>;
}

/** One entry of `errors`: the exact English, or a pattern capturing its `{{values}}`. */
interface Matcher {
  key: string;
  pattern: RegExp;
  /** the text around the values: the longer, the more particular (tried first) */
  literal: number;
}

const VALUE = /\{\{(\w+)\}\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every entry of `tree` as [key, English], nested keys joined by '.', plural suffixes taken off. */
function entries(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string][] => {
    const key = prefix + k;
    if (typeof v === 'string') return [[key.replace(/_(one|other)$/, ''), v]];
    return entries(v as object, `${key}.`);
  });
}

const exact = new Map<string, string>();
const patterns: Matcher[] = [];
for (const [key, english] of entries(errors)) {
  if (!english.includes('{{')) {
    exact.set(english, key);
    continue;
  }
  const parts = english.split(VALUE);
  // split with a capture group: even indexes are text, odd ones the values' names
  const source = parts.map((p, i) => (i % 2 ? `(?<${p}>[\\s\\S]+?)` : escape(p))).join('');
  const literal = parts.filter((_, i) => i % 2 === 0).join('').length;
  patterns.push({ key, pattern: new RegExp(`^${source}$`), literal });
}
patterns.sort((a, b) => b.literal - a.literal);

/**
 * The `errors` entry `message` is, with the values it carries ("PIN code 123456 does not exist"
 * → `address.unknownPin`, { pin: '123456' }); null for a message the shop does not know.
 */
export function findServerMessage(message: string): ServerMessage | null {
  const key = exact.get(message);
  if (key) return { key, values: {} };
  for (const m of patterns) {
    const found = m.pattern.exec(message);
    if (!found?.groups) continue;
    const values: Record<string, string | number> = { ...found.groups };
    // the plural forms (`_one`, `_other`) are chosen by a number
    if (typeof values.count === 'string') values.count = Number(values.count);
    return { key: m.key, values };
  }
  return null;
}

type Translate = (key: string, options: Record<string, unknown>) => string;

/**
 * A server's (or a contract's) English `message` in the shopper's language: a known one from
 * the `errors` namespace with its values put back, an unknown one as the server wrote it. In
 * English the answer is the message itself (each entry is its exact English).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any namespace's `t` will do
export function serverText(t: TFunction<any, any>, message: string): string {
  const found = message ? findServerMessage(message) : null;
  if (!found) return message;
  return (t as unknown as Translate)(found.key, { ns: 'errors', ...found.values });
}
