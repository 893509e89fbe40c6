import { readFileSync } from 'node:fs';

/**
 * A reader of `env` in which an empty variable counts as unset: `text(name, fallback)` is the
 * variable's value, or `fallback` when it is unset or empty.
 */
export function envText(env: NodeJS.ProcessEnv): (name: string, fallback: string) => string {
  return (name, fallback) => {
    const value = env[name];
    return value === undefined || value === '' ? fallback : value;
  };
}

/** A port from 0 to 65535, or an error naming the variable. */
export function parsePort(name: string, value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new Error(`${name} must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** An http(s) URL, or undefined when unset (or blank); an error naming the variable otherwise. */
export function parseWebhookUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch (err) {
    throw new Error(`${name} is not a URL: "${value}"`, { cause: err });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be http(s), got "${value}"`);
  }
  return url.toString();
}

/**
 * The JSON array in the file `path` names (its items are the caller's to check), or none when
 * `path` is unset or blank; an error naming the variable `name` when the file cannot be read
 * or parsed, or holds something else.
 */
export function readJsonArrayFile<T>(name: string, path: string | undefined): T[] {
  if (path === undefined || path.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`${name}: cannot read ${path}: ${(err as Error).message}`, { cause: err });
  }
  if (!Array.isArray(parsed)) throw new Error(`${name}: ${path} must hold a JSON array`);
  return parsed as T[];
}
