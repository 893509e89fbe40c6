// What the checkouts a bench section created still hold, followed the way the checkout service
// keeps them, so that the stock accounting check stays exact when checkouts replace each other.

/**
 * How many unpaid checkouts a customer keeps: the checkout service's `CHECKOUT_MAX_OPEN`
 * default (services/checkout/src/config.ts), which the bench's shop runs with.
 */
export const CHECKOUT_MAX_OPEN = 2;

/** A checkout line as the bench asked for it: what its hold is made of. */
export interface HeldLine {
  productId: string;
  quantity: number;
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

  /** The shop answered `customer`'s checkout of `lines` with checkout `id` (201). */
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

  /** Units still held, per product id. */
  held(): Map<string, number> {
    const units = new Map<string, number>();
    for (const mine of this.open.values())
      for (const lines of mine.values())
        for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
    return units;
  }

  get seen(): OpenCheckoutCounts {
    return { ...this.counts };
  }
}
