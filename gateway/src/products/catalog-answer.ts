import type { RawReply } from '@arogya/platform';
import { LRUCache } from 'lru-cache';

/**
 * A catalogue answer as the gateway's cache keeps it: each product it shows as its own JSON,
 * so that a stock change rewrites that product in every cached answer showing it (`withStock`)
 * instead of dropping them all. `parts` is `null` for anything that is not a product list or
 * one product (an error, say): such an answer is sent as it came and never cached.
 */
export interface CatalogAnswer {
  status: number;
  /** A list (`[…]`) or one product (an id lookup). */
  many: boolean;
  /** The ids of the products shown, in order. */
  ids: readonly string[];
  /** Each product's JSON, in order. */
  parts: readonly string[] | null;
  /** What is sent. */
  body: Buffer;
}

type Doc = Record<string, unknown> & { _id: string };
const isDoc = (v: unknown): v is Doc =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as Doc)._id === 'string';

const compose = (many: boolean, parts: readonly string[]) =>
  Buffer.from(many ? `[${parts.join(',')}]` : parts[0]!);

/** The catalog's reply, split into its products (when it is a 200 with products). */
export function answerOf({ status, body }: RawReply, many: boolean): CatalogAnswer {
  const raw = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const opaque = { status, many, ids: [], parts: null, body: raw };
  if (status !== 200) return opaque;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    return opaque;
  }
  const docs = many ? parsed : [parsed];
  if (!Array.isArray(docs) || !docs.every(isDoc)) return opaque;
  const parts = docs.map((d) => JSON.stringify(d));
  return { status, many, ids: docs.map((d) => d._id), parts, body: compose(many, parts) };
}

/** What a stock change says about a product now. */
export interface StockNow {
  countInStock: number;
  /** Present when the change was a sale (popularity rose with it). */
  popularity?: number;
}

/**
 * `answer` with product `id` showing `now`: its other products untouched (their JSON is
 * reused), the body rebuilt. Unchanged when it does not show `id`.
 */
export function withStock(answer: CatalogAnswer, id: string, now: StockNow): CatalogAnswer {
  const at = answer.ids.indexOf(id);
  if (at === -1 || !answer.parts) return answer;
  const doc = JSON.parse(answer.parts[at]!) as Doc;
  doc.countInStock = now.countInStock;
  if (now.popularity !== undefined) doc.popularity = now.popularity;
  const parts = answer.parts.slice();
  parts[at] = JSON.stringify(doc);
  return { ...answer, parts, body: compose(answer.many, parts) };
}

/**
 * The newest row version of each product whose stock change was applied: events may arrive out
 * of order (several relays), and an older one must not overwrite a newer state. Bounded: a
 * product forgotten here accepts the next change it hears of.
 */
export class StockVersions {
  private readonly seen = new LRUCache<string, number>({ max: 100_000 });

  /** Whether `version` is newer than any applied to `id`; remembered when it is. */
  advance(id: string, version: number): boolean {
    const last = this.seen.get(id);
    if (last !== undefined && last >= version) return false;
    this.seen.set(id, version);
    return true;
  }
}
