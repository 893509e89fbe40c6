import { CatalogCalls, type CatalogRequest as Req } from '@arogya/contracts';
import { Handles } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { StockService } from './stock.service.js';

/** `catalog.stock.*`: reservations for checkouts. */
@Controller()
export class StockRpcController {
  constructor(private readonly stock: StockService) {}

  @Handles(CatalogCalls.reserve)
  reserve({ checkoutId, items }: Req<'reserve'>) {
    return this.stock.reserve(checkoutId, items);
  }

  @Handles(CatalogCalls.release)
  release({ checkoutId }: Req<'release'>) {
    return this.stock.releaseNow(checkoutId);
  }
}
