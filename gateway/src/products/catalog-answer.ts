import type { RawReply } from '@arogya/platform';
import { LRUCache } from 'lru-cache';

type Doc = Record<string, unknown> & { _id: string };
const isDoc = (v: unknown): v is Doc =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as Doc)._id === 'string';

/** The ids and the JSON of each product of a body, or `null` when it is not products. */
interface Products {
  ids: readonly string[];
  parts: readonly string[];
}

function split(body: Buffer, many: boolean): Products | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  const docs = many ? parsed : [parsed];
  if (!Array.isArray(docs) || !docs.every(isDoc)) return null;
  return { ids: docs.map((d) => d._id), parts: docs.map((d) => JSON.stringify(d)) };
}

/**
 * A catalogue answer as the gateway's cache keeps it: its body as sent, and each product it
 * shows as its own JSON, so that a stock change rewrites that product in every cached answer
 * showing it (`withStock`) instead of dropping them all. The body is split into products only
 * when first asked (when the answer is cached: not on a read with the cache off or bypassed).
 * `parts` is `null` for anything that is not a product list or one product (an error, say):
 * such an answer is sent as it came and never cached.
 */
export class CatalogAnswer {
  private products: Products | null | undefined;

  /** `many`: a list (`[…]`), or one product (an id lookup). */
  constructor(
    readonly status: number,
    readonly many: boolean,
    readonly body: Buffer,
    products?: Products,
  ) {
    this.products = status === 200 ? products : null;
  }

  private get split(): Products | null {
    if (this.products === undefined) this.products = split(this.body, this.many);
    return this.products;
  }

  /** The ids of the products shown, in order. */
  get ids(): readonly string[] {
    return this.split?.ids ?? [];
  }

  /** Each product's JSON, in order; `null` when the answer is not products. */
  get parts(): readonly string[] | null {
    return this.split?.parts ?? null;
  }
}

/** The catalog's reply as an answer. */
export const answerOf = ({ status, body }: RawReply, many: boolean): CatalogAnswer =>
  new CatalogAnswer(status, many, Buffer.from(body.buffer, body.byteOffset, body.byteLength));

/** What a stock change says about a product now. */
export interface StockNow {
  countInStock: number;
  /** Present when the change was a sale (popularity rose with it). */
  popularity?: number;
  /** Every variant's stock (issue 30), when the event says it. */
  variants?: { id: string; countInStock: number }[];
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
  // one product's answer shows its variants: each takes its own stock
  if (Array.isArray(doc.variants) && now.variants) {
    const stock = new Map(now.variants.map((v) => [v.id, v.countInStock]));
    doc.variants = (doc.variants as { _id: string; countInStock: number }[]).map((v) =>
      stock.has(v._id) ? { ...v, countInStock: stock.get(v._id)! } : v,
    );
  }
  const parts = answer.parts.slice();
  parts[at] = JSON.stringify(doc);
  const body = Buffer.from(answer.many ? `[${parts.join(',')}]` : parts[0]!);
  return new CatalogAnswer(answer.status, answer.many, body, { ids: answer.ids, parts });
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
