import { newGuestId, type Product } from '@arogya/contracts';
import { load, medianOf, type LoadResult } from './load.js';

/** Cart calls through the gateway: add-to-cart (a new guest each time) and read-cart. */
export async function cartRows(
  baseUrl: string,
  products: Product[],
  seconds: number,
  rounds: number,
  connections: number,
): Promise<{ name: string; result: LoadResult }[]> {
  const inStock = products.filter((p) => p.countInStock > 5);
  const json = { 'content-type': 'application/json' };
  const reader = newGuestId();
  for (const p of inStock.slice(0, 3)) {
    const res = await fetch(`${baseUrl}/api/cart`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ productId: p._id, quantity: 1, guestId: reader }),
    });
    if (!res.ok) throw new Error(`Could not fill the read-cart: ${res.status} ${await res.text()}`);
  }
  let i = 0;
  const paths = [
    {
      name: 'add to cart (new guest)',
      url: `${baseUrl}/api/cart`,
      shape: {
        method: 'POST' as const,
        headers: json,
        body: () =>
          JSON.stringify({
            productId: inStock[i++ % inStock.length]!._id,
            quantity: 1,
            guestId: newGuestId(),
          }),
      },
    },
    { name: 'read cart (3 lines)', url: `${baseUrl}/api/cart?guestId=${reader}`, shape: {} },
  ];
  const rows: { name: string; result: LoadResult }[] = [];
  for (const { name, url, shape } of paths) {
    await load(url, 1, connections, shape); // warm-up
    const runs: LoadResult[] = [];
    for (let round = 0; round < rounds; round++) {
      const r = await load(url, seconds, connections, shape);
      runs.push(r);
      console.log(`  ${name}, round ${round + 1}/${rounds}: ${r.rps.toFixed(0)} req/s`);
    }
    rows.push({ name, result: medianOf(runs) });
  }
  return rows;
}
