import { parseProductInput, type ProductInput } from '@arogya/contracts';
import { LOGGER, ShopError, type Logger } from '@arogya/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { ProductsService } from './products.service.js';

/** The seed catalogue shipped with the shop (images under `seed/images`). */
const SEED_FILE = new URL('../../../seed/products.json', import.meta.url);

/**
 * With `CATALOG_SEED=true`, adds every seed product whose SKU is not in the catalogue yet
 * (so it is safe on every start and on several replicas), through the same path as an
 * admin's create: validated, and announced by events.
 */
@Injectable()
export class CatalogSeed implements OnApplicationBootstrap {
  constructor(
    private readonly products: ProductsService,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async onApplicationBootstrap() {
    if (process.env.CATALOG_SEED !== 'true') return;
    const items = JSON.parse(await readFile(SEED_FILE, 'utf8')) as Record<string, unknown>[];
    let added = 0;
    for (const [i, item] of items.entries()) {
      const { popularity, ...fields } = item;
      const parsed = parseProductInput(fields, 'create');
      if (!parsed.ok) throw new Error(`Seed product ${i} is invalid: ${parsed.message}`);
      try {
        await this.products.create(parsed.value as ProductInput, {
          popularity: Number(popularity ?? 0),
        });
        added++;
      } catch (err) {
        if (!(err instanceof ShopError && err.status === 409)) throw err;
      }
    }
    this.log.info({ added, total: items.length }, 'Catalogue seeded');
  }
}
