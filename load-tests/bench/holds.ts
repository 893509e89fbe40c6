// What the checkouts a bench section created still hold, followed the way the checkout service
// keeps them, so that the stock accounting check stays exact when checkouts replace each other:
// per product, and per variant (issue 30: the catalog holds the variant a line's size and colour
// choose, which the checkout's answer names).

/**
 * How many unpaid checkouts a customer keeps: the checkout service's `CHECKOUT_MAX_OPEN`
 * default (services/checkout/src/config.ts), which the bench's shop runs with.
 */
export const CHECKOUT_MAX_OPEN = 2;

/**
 * A checkout line: what its hold is made of. As the bench asks for it, a product and its units;
 * as the shop answered it, also the variant the catalog held (`variantId` of the answer's line,
 * absent from a shop of before variants).
 */
export interface HeldLine {
  productId: string;
  quantity: number;
  variantId?: string;
}

/** The lines a checkout answer (201) says it holds. */
export function heldLines(answer: {
  checkoutItems?: { productId: string; quantity: number; variantId?: string }[];
}): HeldLine[] {
  return (answer.checkoutItems ?? []).map(({ productId, quantity, variantId }) => ({
    productId,
    quantity,
    ...(variantId !== undefined && { variantId }),
  }));
}

/** Units held, per product and per variant. */
export class Held {
  /** Product id → units held of it (every variant together). */
  readonly products = new Map<string, number>();
  /** Variant id → units held of it. */
  readonly variants = new Map<string, number>();
  /** Units of lines that named no variant (counted for their product only). */
  unnamed = 0;

  /** Counts `lines` as held. */
  add(lines: readonly HeldLine[]): this {
    for (const l of lines) {
      this.products.set(l.productId, (this.products.get(l.productId) ?? 0) + l.quantity);
      if (l.variantId === undefined) this.unnamed += l.quantity;
      else this.variants.set(l.variantId, (this.variants.get(l.variantId) ?? 0) + l.quantity);
    }
    return this;
  }

  /** Counts what `other` holds too. */
  addAll(other: Held): this {
    for (const [id, n] of other.products) this.products.set(id, (this.products.get(id) ?? 0) + n);
    for (const [id, n] of other.variants) this.variants.set(id, (this.variants.get(id) ?? 0) + n);
    this.unnamed += other.unnamed;
    return this;
  }

  /** Every unit held. */
  get units(): number {
    return [...this.products.values()].reduce((a, n) => a + n, 0);
  }
}

/** What {@link OpenCheckouts} saw: checkouts made, answered again, replaced. */
export interface OpenCheckoutCounts {
  /** New checkouts: each held its lines. */
  created: number;
  /** Answers naming a checkout still open (the same cart again): nothing more held. */
  again: number;
  /** Checkouts expired by a newer one of their customer: their hold was given back. */
  replaced: number;
}

/**
 * The unpaid checkouts of every customer, as the shop keeps them: a new checkout expires its
 * customer's oldest beyond `maxOpen` (whose stock goes back), and the very same cart checked
 * out again while its checkout is open is answered that checkout (nothing is held again), which
 * the answer's id tells. Exact as long as a customer's checkouts are made one at a time and
 * every answer is seen (a failed request may leave the shop in a state it cannot tell).
 */
export class OpenCheckouts {
  /** Customer → their open checkouts (id → lines), oldest first. */
  private readonly open = new Map<string, Map<string, readonly HeldLine[]>>();
  private readonly counts: OpenCheckoutCounts = { created: 0, again: 0, replaced: 0 };

  constructor(private readonly maxOpen = CHECKOUT_MAX_OPEN) {}

  /**
   * The shop answered `customer`'s checkout with checkout `id` (201), holding `lines` (its
   * answer's, which name the variants held: `heldLines`).
   */
  answered(customer: string, id: string, lines: readonly HeldLine[]): void {
    let mine = this.open.get(customer);
    if (!mine) this.open.set(customer, (mine = new Map()));
    if (mine.has(id)) {
      this.counts.again++;
      return;
    }
    this.counts.created++;
    mine.set(id, lines);
    while (mine.size > this.maxOpen) {
      mine.delete(mine.keys().next().value!); // the oldest: maps keep insertion order
      this.counts.replaced++;
    }
  }

  /** Units still held, per product and per variant. */
  held(): Held {
    const held = new Held();
    for (const mine of this.open.values()) for (const lines of mine.values()) held.add(lines);
    return held;
  }

  get seen(): OpenCheckoutCounts {
    return { ...this.counts };
  }
}
