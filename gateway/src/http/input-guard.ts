// Text no store can keep, refused (400) before any handler, service or database sees it: in the
// URL by `urlRefusal` (the first request hook), in a JSON body by `jsonRefusal` (the JSON
// parser; `@arogya/contracts` `json-guard.ts`, whose rules also read the JSON query parameters
// of the admin lists); lone surrogates can arrive only in JSON (`"\ud800"`), as a URL's invalid
// UTF-8 is never decoded into one.

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
