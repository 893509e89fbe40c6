/** A shipping address that passes SPEC §5's checks. */
export const SHIPPING_ADDRESS = {
  firstName: 'Asha',
  lastName: 'Verma',
  address: '12 Lake Palace Road',
  city: 'Udaipur',
  postalCode: '313001',
  state: 'Rajasthan',
  country: 'INDIA',
  phone: '9876543210',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it gives a value, for at most `ms`. */
export async function until<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Who a service call is made for, as the gateway would say after checking a token. */
export function callerFor(name: string, role: 'customer' | 'admin' = 'customer') {
  return { userId: globalThis.crypto.randomUUID(), name, role };
}

/** What a food must declare to be on sale (issue 30): an FSSAI licence and the veg mark. */
export const FOOD_LABEL = { fssaiLicence: '10020063000718', vegMark: 'veg' } as const;

/**
 * A product as the admin API takes it: `fields`, and a description, category (a food, with
 * what its label must declare) and unique SKU.
 */
export const productFields = (fields: Record<string, unknown>) => ({
  description: 'Test product.',
  category: 'Supplements',
  sku: `TEST-${globalThis.crypto.randomUUID().slice(0, 8)}`,
  label: FOOD_LABEL,
  ...fields,
});

/**
 * The products the cart tests fill carts with: a discount, sizes and colours (variants with
 * their own price and scarce stock), scarce stock.
 */
export const CART_PRODUCTS = {
  bars: { name: 'Protein Bars', price: 500, discountPrice: 450, countInStock: 10 },
  tee: {
    name: 'Yoga Tee',
    variants: [
      { size: 'S', color: '#000000', colorName: 'Black', price: 999, countInStock: 3 },
      { size: 'M', color: '#000000', colorName: 'Black', price: 1099, countInStock: 3 },
    ],
  },
  oil: { name: 'Kumkumadi Oil', price: 1200, countInStock: 5 },
  mat: { name: 'Yoga Mat', price: 1500, countInStock: 50 },
};
