// The benchmark's baseline: bare Fastify + pg endpoints that run the catalog's, the cart's and
// the checkout's own SQL, with nothing between the HTTP request and PostgreSQL: no gateway, no
// NATS, no Nest. The statements are the bench's copies of the services' (baseline/*.ts, kept
// identical by test/baseline-sql.unit.test.ts). The checkout's create is in baseline-checkout.ts.
import {
  CART_MAX_LINES,
  GUEST_ID_RE,
  isEntityId,
  parseCartLine,
  parseProductQuery,
  ShopError,
} from '@arogya/contracts';
import Fastify from 'fastify';
import pg from 'pg';
import { checkoutRoute } from './baseline-checkout.js';
import {
  assertInStock,
  assertUnderCap,
  LINES_AND_FACTS_SQL,
  lineOf,
  NOT_FOUND,
  openCartSql,
  othersOfVariant,
  PUT_LINES_SQL,
  readCartSql,
  same,
  toCart,
  variantOf,
  withLine,
  type CartLineRow,
  type ProjectedProduct,
} from './baseline/cart-sql.js';
import {
  GET_PRODUCT_SQL,
  listProductsSql,
  SIMILAR_LIMIT,
  SIMILAR_PRODUCTS_SQL,
} from './baseline/catalog-sql.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const carts = new pg.Pool({ connectionString: process.env.CART_DATABASE_URL, max: 10 });
const checkouts = new pg.Pool({ connectionString: process.env.CHECKOUT_DATABASE_URL, max: 10 });
const app = Fastify();

app.get('/api/products', async (req, reply) => {
  const parsed = parseProductQuery(req.query as Record<string, unknown>);
  if (!parsed.ok) return reply.code(400).send({ message: parsed.message });
  const { text, values } = listProductsSql(parsed.value);
  const { rows } = await pool.query<{ json: string }>(text, values);
  return reply.type('application/json; charset=utf-8').send(rows[0]!.json);
});

app.get<{ Params: { id: string } }>('/api/products/:id', async (req, reply) => {
  if (!isEntityId(req.params.id)) return reply.code(400).send({ message: 'Invalid product id' });
  const { rows } = await pool.query<{ json: string }>(GET_PRODUCT_SQL, [req.params.id]);
  if (!rows[0]) return reply.code(404).send({ message: 'Product not found' });
  return reply.type('application/json; charset=utf-8').send(rows[0].json);
});

app.get<{ Params: { id: string } }>('/api/products/similar/:id', async (req, reply) => {
  if (!isEntityId(req.params.id)) return reply.code(400).send({ message: 'Invalid product id' });
  const { rows } = await pool.query<{ found: boolean; json: string }>(SIMILAR_PRODUCTS_SQL, [
    req.params.id,
    SIMILAR_LIMIT,
  ]);
  if (!rows[0]?.found) return reply.code(404).send({ message: 'Product not found' });
  return reply.type('application/json; charset=utf-8').send(rows[0].json);
});

// The guest cart: what the cart service does for `GET /api/cart?guestId=` and `POST /api/cart`
// (its statements, rules and answer as copied in baseline/cart-sql.ts), minus the gateway and
// the NATS hop. An add is `CartsService.add`: the variant the line's size and colour choose
// (`chooseVariant`), the line kept under that variant's own size and colour with its id, SKU,
// image and price, the per-product cap, and the stock of that variant, which the units of it
// in the cart's other lines count against as they do there.
app.get<{ Querystring: { guestId?: string } }>('/api/cart', async (req, reply) => {
  const guestId = req.query.guestId;
  if (!guestId) return reply.code(400).send({ message: 'guestId is required for a guest cart' });
  const { rows } = await carts.query<{ id: string; lines: CartLineRow[] }>(
    readCartSql('guest_id'),
    [guestId],
  );
  return toCart(rows[0]?.id ?? null, { guestId }, rows[0]?.lines ?? []);
});

app.post<{ Body: Record<string, unknown> }>('/api/cart', async (req, reply) => {
  const guestId = typeof req.body?.guestId === 'string' ? req.body.guestId : '';
  if (!GUEST_ID_RE.test(guestId)) return reply.code(400).send({ message: 'Bad guest id' });
  const parsed = parseCartLine(req.body, 'add');
  if (!parsed.ok) return reply.code(400).send({ message: parsed.message });
  const input = parsed.value;
  const client = await carts.connect();
  try {
    await client.query('BEGIN');
    const cartId = (await client.query<{ id: string }>(openCartSql('guest_id'), [guestId])).rows[0]!
      .id;
    const { lines, facts } = (
      await client.query<{ lines: CartLineRow[]; facts: ProjectedProduct[] }>(LINES_AND_FACTS_SQL, [
        [cartId],
        [input.productId],
        null,
      ])
    ).rows[0]!;
    // `sold`: the service asks the catalog once about a product it does not know; the baseline
    // has no catalog to ask (the bench's products are all projected)
    const product = facts.find((f) => f.id === input.productId);
    if (!product || product.deleted) throw new ShopError(404, NOT_FOUND);
    const variant = variantOf(product, input);
    // the line of the variant chosen: its own size and colour, however the request named it
    const key = { productId: input.productId, size: variant.size, color: variant.color };
    const existing = lines.find((l) => same(l, key));
    if (!existing && lines.length >= CART_MAX_LINES) {
      throw new ShopError(409, `A cart holds at most ${CART_MAX_LINES} different items`);
    }
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    assertUnderCap(lines, key, product, quantity);
    assertInStock(product, variant, othersOfVariant(lines, key, product, variant) + quantity);
    const line = lineOf(key, product, variant, quantity);
    await client.query(PUT_LINES_SQL, [cartId, JSON.stringify([line])]);
    await client.query('COMMIT');
    return toCart(cartId, { guestId }, withLine(lines, line));
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (err instanceof ShopError) return reply.code(err.status).send({ message: err.message });
    throw err;
  } finally {
    client.release();
  }
});

// A signed-in customer's checkout with its stock hold (the customer named in the body).
checkoutRoute(app, pool, checkouts);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => Promise.all([pool.end(), carts.end(), checkouts.end()]))
      .then(() => process.exit(0)),
);
