import { escapeLike } from './database.js';

/**
 * Builds a parameterised WHERE clause for list queries: each condition is added only when
 * its value is given, and every value travels as a `$n` parameter, never as SQL text.
 */
export class SqlWhere {
  readonly values: unknown[] = [];
  private readonly parts: string[] = [];

  /** Adds `value` as the next parameter and answers its placeholder. */
  param(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** `text` appears (case-insensitively) in any of `columns`. */
  ilikeAny(columns: string[], text: string | undefined): this {
    if (text === undefined) return this;
    const like = this.param(`%${escapeLike(text)}%`);
    this.parts.push(`(${columns.map((c) => `${c} ILIKE ${like}`).join(' OR ')})`);
    return this;
  }

  /** `column` equals `value` (`compare` wraps both sides, e.g. `lower`). */
  equals(column: string, value: string | undefined, compare?: 'lower'): this {
    if (value === undefined) return this;
    const p = this.param(value);
    this.parts.push(compare ? `${compare}(${column}) = ${compare}(${p})` : `${column} = ${p}`);
    return this;
  }

  /** `column` (a uuid) is one of `ids`. */
  idIn(column: string, ids: string[] | undefined): this {
    if (ids === undefined) return this;
    this.parts.push(`${column} = ANY(${this.param(ids)}::uuid[])`);
    return this;
  }

  /** The clause, `TRUE` when there is no condition. */
  get clause(): string {
    return this.parts.length ? this.parts.join(' AND ') : 'TRUE';
  }
}
