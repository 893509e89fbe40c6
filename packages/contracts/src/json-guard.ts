/** Deepest JSON the shop reads from outside (its own bodies nest three levels). */
export const JSON_MAX_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why `text` can be stored nowhere: PostgreSQL refuses a NUL in `text` and an unpaired
 * surrogate in `jsonb` (and no UTF-8 encodes one), so they would end as server errors.
 */
export function textRefusal(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Text may not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'Text may not contain unpaired UTF-16 surrogates';
  return undefined;
}

/**
 * Why a key is refused: one `textRefusal` refuses, or one that reaches an object's prototype
 * when code copies the value field by field (`__proto__`, and `prototype` under `constructor`),
 * as Fastify's own parser (secure-json-parse) refuses them.
 */
function keyRefusal(key: string, parentKey: string | undefined): string | undefined {
  if (key === '__proto__' || (key === 'prototype' && parentKey === 'constructor'))
    return `JSON may not contain the key "${key}"`;
  return textRefusal(key);
}

/**
 * Why a parsed JSON value from outside (a request body, a JSON query parameter) is refused:
 * nested deeper than `JSON_MAX_DEPTH`, or a key `keyRefusal` or a string `textRefusal` refuses.
 * The walk stops at that depth, so a value nested thousands of levels costs no more than 32.
 */
export function jsonRefusal(value: unknown, depth = 0, parentKey?: string): string | undefined {
  if (typeof value === 'string') return textRefusal(value);
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= JSON_MAX_DEPTH) return `JSON may nest at most ${JSON_MAX_DEPTH} levels`;
  // an array's keys are its indexes, which pass
  for (const [key, v] of Object.entries(value)) {
    const refusal = keyRefusal(key, parentKey) ?? jsonRefusal(v, depth + 1, key);
    if (refusal) return refusal;
  }
  return undefined;
}
