/* eslint-disable @typescript-eslint/no-explicit-any -- test helper: bodies are checked by the tests */
/** A JSON answer of the shop's HTTP API. */
export interface JsonReply<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls `method url` with an optional JSON body and bearer token; parses the JSON answer. */
export async function callJson<T = any>(
  method: string,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonReply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}
