import { ShopError } from '../rpc/rpc-error.js';

const words = (s: string) => s.replace(/_/g, ' ');
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');

/**
 * An aggregate's life as data (Vendure's order process is the model): where each status may
 * go next, and the status a new one starts in. A transitions file holds one table and the one
 * function that writes a move; this class only answers questions about the table.
 */
export class TransitionTable<S extends string> {
  /**
   * @param noun what moves, for messages: `order`, `checkout`
   * @param initial the status a new one is created in (the move from nothing), or the statuses
   *   it may be created in (an order paid online starts Processing, one paid in cash on delivery
   *   awaiting its confirmation)
   * @param next from → the statuses it may move to
   */
  constructor(
    readonly noun: string,
    readonly initial: S | readonly S[],
    private readonly next: Readonly<Record<S, readonly S[]>>,
  ) {}

  /** Every status, in the table's order. */
  get statuses(): S[] {
    return Object.keys(this.next) as S[];
  }

  /** Where `from` may go; a new one (`null`) may only become an initial status. */
  allowed(from: S | null): readonly S[] {
    if (from !== null) return this.next[from];
    return typeof this.initial === 'string' ? [this.initial] : this.initial;
  }

  can(from: S | null, to: S): boolean {
    return this.allowed(from).includes(to);
  }

  /**
   * Where `aggregate` moves from (`null` for a new one, which has no status yet), once the table
   * allows the move to `to`; refuses it otherwise (409). How a move function begins.
   */
  from(aggregate: object, to: S): S | null {
    const from = 'status' in aggregate ? (aggregate.status as S) : null;
    this.assert(from, to);
    return from;
  }

  /** Refuses a move the table does not allow: 409 naming the statuses it may move to. */
  assert(from: S | null, to: S): void {
    if (this.can(from, to)) return;
    const allowed = this.allowed(from);
    const next = allowed.length
      ? `it can become ${allowed.map(words).join(' or ')}`
      : 'it cannot change any more';
    const what =
      from === null ? `A new ${this.noun}` : `${article(from)} ${words(from)} ${this.noun}`;
    throw new ShopError(409, `${what} cannot become ${words(to)}: ${next}`, {
      allowed: [...allowed],
    });
  }
}
