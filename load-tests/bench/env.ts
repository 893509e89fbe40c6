/** A positive number from environment variable `name`; `fallback` when unset or empty. */
export function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!(n > 0)) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return n;
}
