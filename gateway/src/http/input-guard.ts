/** Deepest a request's JSON body may nest (the shop's own bodies nest three levels). */
const BODY_MAX_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// Text no store can keep, refused (400) before any handler, service or database sees it: in the
// URL by `urlRefusal` (the first request hook), in a JSON body by `jsonRefusal` (the JSON
// parser); lone surrogates can arrive only in JSON (`"\ud800"`), as a URL's invalid UTF-8 is
// never decoded into one.

/**
 * Why `text` can be stored nowhere: PostgreSQL refuses a NUL in `text` and an unpaired
 * surrogate in `jsonb` (and no UTF-8 encodes one), so they would end as server errors.
 */
function textRefusal(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Text may not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'Text may not contain unpaired UTF-16 surrogates';
  return undefined;
}

/**
 * Why a key is refused: one `textRefusal` refuses, or one that reaches an object's prototype
 * when code copies the body field by field (`__proto__`, and `prototype` under `constructor`),
 * as Fastify's own parser (secure-json-parse) refuses them.
 */
function keyRefusal(key: string, parentKey: string | undefined): string | undefined {
  if (key === '__proto__' || (key === 'prototype' && parentKey === 'constructor'))
    return `The request body may not contain the key "${key}"`;
  return textRefusal(key);
}

/**
 * Why a parsed JSON value is refused: nested too deep, or a key `keyRefusal` or a string
 * `textRefusal` refuses.
 */
export function jsonRefusal(value: unknown, depth = 0, parentKey?: string): string | undefined {
  if (typeof value === 'string') return textRefusal(value);
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= BODY_MAX_DEPTH) return `JSON may nest at most ${BODY_MAX_DEPTH} levels`;
  // an array's keys are its indexes, which pass
  for (const [key, v] of Object.entries(value)) {
    const refusal = keyRefusal(key, parentKey) ?? jsonRefusal(v, depth + 1, key);
    if (refusal) return refusal;
  }
  return undefined;
}

/**
 * Why a request's URL is refused: a percent-encoded NUL (`%00`, the only way one can arrive in
 * a URL) in its path or query. Checked on the raw URL, so reads without one pay a substring
 * search, not a walk of the parsed query.
 */
export function urlRefusal(url: string): string | undefined {
  return url.includes('%00') ? 'Text may not contain NUL characters' : undefined;
}

/** A client error Fastify and the error filter answer as `{ message }` with status 400. */
export const clientError = (message: string) =>
  Object.assign(new Error(message), { statusCode: 400 });
