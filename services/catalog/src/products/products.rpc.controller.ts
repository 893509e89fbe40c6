import {
  ADMIN_SORTS,
  CatalogRpc,
  parseAdminList,
  parseProductInput,
  parseProductQuery,
  type ProductInput,
} from '@arogya/contracts';
import { badRequest, RawJson } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ProductsService } from './products.service.js';

const asRecord = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The catalog's NATS request/reply interface (`catalog.products.*`). */
@Controller()
export class ProductsRpcController {
  constructor(private readonly products: ProductsService) {}

  /** `{ ...query-string }` → product array (JSON text). */
  @MessagePattern(CatalogRpc.list)
  async list(@Payload() query: unknown) {
    const parsed = parseProductQuery(asRecord(query));
    if (!parsed.ok) throw badRequest(parsed.message);
    return new RawJson(await this.products.listJson(parsed.value));
  }

  /** `{ id }` → product. */
  @MessagePattern(CatalogRpc.get)
  async get(@Payload() payload: unknown) {
    return new RawJson(await this.products.getJson(asRecord(payload).id));
  }

  /** `{ ids }` → the products that exist. */
  @MessagePattern(CatalogRpc.getMany)
  async getMany(@Payload() payload: unknown) {
    return new RawJson(await this.products.getManyJson(asRecord(payload).ids));
  }

  /** simple-rest `{ sort, range, filter }` (as text) → `{ items, total }`. */
  @MessagePattern(CatalogRpc.adminList)
  async adminList(@Payload() query: unknown) {
    const parsed = parseAdminList(asRecord(query), ADMIN_SORTS.products);
    if (!parsed.ok) throw badRequest(parsed.message);
    return new RawJson(await this.products.adminListJson(parsed.value));
  }

  /** `{}` → `{ count }`. */
  @MessagePattern(CatalogRpc.count)
  count() {
    return this.products.count();
  }

  /** `{ id }` → similar products. */
  @MessagePattern(CatalogRpc.similar)
  async similar(@Payload() payload: unknown) {
    return new RawJson(await this.products.similarJson(asRecord(payload).id));
  }

  /** Product fields (SPEC §2 "Admin new product") → the created product. */
  @MessagePattern(CatalogRpc.create)
  async create(@Payload() body: unknown) {
    const parsed = parseProductInput(body, 'create');
    if (!parsed.ok) throw badRequest(parsed.message);
    return this.products.create(parsed.value as ProductInput);
  }

  /** `{ id, changes }` → the updated product. */
  @MessagePattern(CatalogRpc.update)
  async update(@Payload() payload: unknown) {
    const { id, changes } = asRecord(payload);
    const parsed = parseProductInput(changes, 'update');
    if (!parsed.ok) throw badRequest(parsed.message);
    return this.products.update(id, parsed.value);
  }

  /** `{ id }` → `{ _id, message }`. */
  @MessagePattern(CatalogRpc.delete)
  async remove(@Payload() payload: unknown) {
    return this.products.remove(asRecord(payload).id);
  }
}
