import { CatalogRpc, parseCheckoutItems } from '@arogya/contracts';
import { badRequest } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { StockService } from './stock.service.js';

/** `catalog.stock.*`: reservations for checkouts. */
@Controller()
export class StockRpcController {
  constructor(private readonly stock: StockService) {}

  /** `{ checkoutId, items: [{ productId, quantity, size, color }] }` → priced items. */
  @MessagePattern(CatalogRpc.reserve)
  reserve(@Payload() payload: unknown) {
    const p = (payload ?? {}) as { checkoutId?: unknown; items?: unknown };
    const parsed = parseCheckoutItems(p.items);
    if (!parsed.ok) throw badRequest(parsed.message);
    return this.stock.reserve(p.checkoutId, parsed.value);
  }

  @MessagePattern(CatalogRpc.release)
  release(@Payload() payload: unknown) {
    return this.stock.releaseNow((payload as { checkoutId?: unknown } | null)?.checkoutId);
  }
}
