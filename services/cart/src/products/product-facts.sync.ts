import { CATALOG_FACTS_MAX, CatalogCalls } from '@arogya/contracts';
import { LOGGER, RpcClient, type Logger } from '@arogya/platform';
import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ProductFactsRepository } from './product-facts.repository.js';

/** Products per page of a rebuild (each page is recorded in its own transaction). */
const PAGE = 200;
/** The version of a tombstone for a product the catalog no longer has: newer than any event. */
const FOREVER = Number.MAX_SAFE_INTEGER;

/**
 * What the cart asks the catalog, and only when its projection cannot answer: the whole
 * catalogue, a page at a time, when the projection is empty (at start-up, retried until the
 * catalog answers, and whenever a lookup finds it empty); and the products a lookup did not
 * find (one call: they may have been created a moment ago). Every write keeps the version
 * guard, so an event that is newer wins over a page read before it.
 */
@Injectable()
export class ProductFactsSync implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private rebuilding: Promise<void> | undefined;
  private startup: Promise<void> | undefined;
  private stopped = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly facts: ProductFactsRepository,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** Not awaited: the cart serves what it has while the catalog may still be starting. */
  onApplicationBootstrap() {
    this.startup = this.rebuildAtStartup();
  }

  async beforeApplicationShutdown() {
    this.stopped = true;
    this.wake?.();
    await this.startup;
    await this.rebuilding?.catch(() => undefined);
  }

  /**
   * Asks the catalog about products a lookup did not find, and records those it has (the
   * others are unknown: the caller answers 404). An empty projection starts a rebuild too.
   */
  async learn(ids: string[]): Promise<void> {
    if (await this.facts.isEmpty()) {
      this.rebuild().catch((err: unknown) =>
        this.log.warn({ err }, 'Product facts could not be rebuilt from the catalog'),
      );
    }
    const { facts } = await this.rpc.call(CatalogCalls.facts, { ids, limit: ids.length });
    await this.facts.transaction((m) => this.facts.record(m, facts));
  }

  private async rebuildAtStartup() {
    for (let attempt = 1; !this.stopped; attempt++) {
      try {
        if (await this.facts.isEmpty()) await this.rebuild();
        return;
      } catch (err) {
        this.log.warn({ err, attempt }, 'Product facts not rebuilt from the catalog yet; retrying');
        await this.pause(Math.min(250 * 2 ** attempt, 30_000));
      }
    }
  }

  /**
   * Reads the whole catalogue into the projection, a page at a time in id order; callers
   * share a running rebuild. It does not look again whether the projection is empty: the
   * product that a lookup just recorded must not stop it.
   */
  private rebuild(): Promise<void> {
    this.rebuilding ??= this.readCatalogue().finally(() => (this.rebuilding = undefined));
    return this.rebuilding;
  }

  private async readCatalogue() {
    let after: string | undefined;
    let recorded = 0;
    for (;;) {
      const { facts } = await this.rpc.call(CatalogCalls.facts, { after, limit: PAGE });
      recorded += (await this.facts.transaction((m) => this.facts.record(m, facts))).length;
      if (facts.length < PAGE) break;
      after = facts.at(-1)!.id;
    }
    await this.forgetDeleted();
    this.log.info({ recorded }, 'Product facts rebuilt from the catalog');
  }

  /**
   * Lines of products that the catalog no longer has leave the carts, as a read did before
   * the projection: their deletion may have left the event stream long ago.
   */
  private async forgetDeleted() {
    const ids = await this.facts.unknownInCarts(CATALOG_FACTS_MAX);
    if (ids.length === 0) return;
    const { facts } = await this.rpc.call(CatalogCalls.facts, { ids, limit: ids.length });
    const sold = new Set(facts.map((f) => f.id));
    await this.facts.transaction(async (m) => {
      await this.facts.record(m, facts);
      for (const id of ids) if (!sold.has(id)) await this.facts.tombstone(m, id, FOREVER);
    });
  }

  private pause(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
