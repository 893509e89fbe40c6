// The benchmark's baseline: a bare Fastify + pg endpoint that runs the catalog's own SQL,
// with nothing between the HTTP request and PostgreSQL.
import { GET_PRODUCT_SQL, listProductsSql, SIMILAR_PRODUCTS_SQL } from '@arogya/catalog';
import { isEntityId, parseProductQuery } from '@arogya/contracts';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
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

/** The catalog's SIMILAR_LIMIT (services/catalog/src/products/products.service.ts). */
const SIMILAR_LIMIT = 8;

app.get<{ Params: { id: string } }>('/api/products/similar/:id', async (req, reply) => {
  if (!isEntityId(req.params.id)) return reply.code(400).send({ message: 'Invalid product id' });
  const { rows } = await pool.query<{ found: boolean; json: string }>(SIMILAR_PRODUCTS_SQL, [
    req.params.id,
    SIMILAR_LIMIT,
  ]);
  if (!rows[0]?.found) return reply.code(404).send({ message: 'Product not found' });
  return reply.type('application/json; charset=utf-8').send(rows[0].json);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
