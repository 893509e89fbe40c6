/** A load under way: when it started, on the clock of drops. */
export interface LoadTicket {
  readonly id: number;
  readonly start: number;
}

/**
 * Decides whether a load may keep what it brought: not when the whole cache was emptied, or
 * one of the value's tags dropped, after the load started (the value may predate the change).
 * Drops are counted on a logical clock; when each tag was last dropped is remembered only
 * while a load that started earlier is still under way, so memory stays bounded by the tags
 * dropped during the longest load.
 */
export class DropClock {
  private now = 0;
  private clearedAt = 0;
  private nextId = 0;
  /** Tag → when it was last dropped, oldest drop first. */
  private readonly droppedAt = new Map<string, number>();
  /** Load id → start, in start order (the first is the oldest load under way). */
  private readonly loads = new Map<number, number>();

  begin(): LoadTicket {
    const ticket = { id: this.nextId++, start: this.now };
    this.loads.set(ticket.id, ticket.start);
    return ticket;
  }

  /** The load ended (stored, refused or failed). */
  end(ticket: LoadTicket): void {
    this.loads.delete(ticket.id);
    this.prune();
  }

  /** Whether a value tagged `tags` that `ticket`'s load brought is still current. */
  fresh(ticket: LoadTicket, tags: Iterable<string>): boolean {
    if (this.clearedAt > ticket.start) return false;
    for (const tag of tags) {
      if ((this.droppedAt.get(tag) ?? 0) > ticket.start) return false;
    }
    return true;
  }

  /** Everything was dropped. */
  dropAll(): void {
    this.clearedAt = ++this.now;
    this.droppedAt.clear();
  }

  /** These tags were dropped. */
  drop(tags: Iterable<string>): void {
    const at = ++this.now;
    if (this.loads.size === 0) return; // no load can have started before it
    for (const tag of tags) {
      this.droppedAt.delete(tag); // keep the map in drop order
      this.droppedAt.set(tag, at);
    }
  }

  /** Tags remembered, for tests. */
  get remembered(): number {
    return this.droppedAt.size;
  }

  /** Forgets drops that no load under way started before. */
  private prune(): void {
    const oldest = this.loads.values().next();
    if (oldest.done) return this.droppedAt.clear();
    for (const [tag, at] of this.droppedAt) {
      if (at > oldest.value) break;
      this.droppedAt.delete(tag);
    }
  }
}
