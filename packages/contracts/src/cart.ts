import type { Parsed } from './products.js';
import { isEntityId } from './products.js';

/** A cart line as the API shows it (SPEC §3 "Cart line"); price in rupees. */
export interface CartLine {
  productId: string;
  name: string;
  image: string;
  size: string;
  color: string;
  quantity: number;
  price: number;
  /** Issue 30: the variant the size and colour choose, and its SKU (absent on lines of before) */
  variantId?: string;
  sku?: string;
}

/** A cart as the API answers it (SPEC §3 "Cart"). */
export interface Cart {
  _id: string | null;
  userId: string | null;
  guestId: string | null;
  products: CartLine[];
  totalPrice: number;
}

/** Whose cart: a signed-in user (from the token, never the body) or a guest id. */
export type CartOwner = { userId: string } | { guestId: string };

/**
 * Guest ids are `guest_` + a millisecond timestamp (SPEC §3) + `_` + at least 16 random
 * URL-safe characters, so that nobody can guess another guest's cart.
 */
export const GUEST_ID_RE = /^guest_\d{13}_[A-Za-z0-9_-]{16,64}$/;
/** The bare `guest_` + timestamp of older clients: readable, but no new cart is made for it. */
export const LEGACY_GUEST_ID_RE = /^guest_\d{10,13}$/;

/** Makes a guest id (browser or Node: uses Web Crypto). */
export function newGuestId(now = Date.now()): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  const random = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `guest_${String(now).padStart(13, '0')}_${random}`;
}

/** Most units of one line, and most lines in a cart. */
export const CART_MAX_QUANTITY = 999;
export const CART_MAX_LINES = 100;

/** A validated cart line change (add, set or remove). */
export interface CartLineInput {
  productId: string;
  quantity: number;
  size: string;
  color: string;
}

/**
 * Fields a client may send but that are never used: the owner (settled by the gateway) and
 * the line's catalog facts (name, image, price come from the catalog, whatever a body says).
 */
const IGNORED_FIELDS = new Set(['guestId', 'userId', 'price', 'name', 'image', 'totalPrice']);

/**
 * Validates the body of `POST`, `PUT` or `DELETE /api/cart` (SPEC §7). `add` needs a quantity
 * of at least 1; `set` takes 0 to remove the line; `remove` takes none. Prices in a body are
 * ignored: they come from the catalog.
 */
export function parseCartLine(
  body: unknown,
  mode: 'add' | 'set' | 'remove',
): Parsed<CartLineInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'Request body must be a JSON object' };
  }
  const b = body as Record<string, unknown>;
  const allowed = new Set([
    'productId',
    'size',
    'color',
    ...(mode === 'remove' ? [] : ['quantity']),
  ]);
  for (const key of Object.keys(b)) {
    if (!allowed.has(key) && !IGNORED_FIELDS.has(key)) {
      return { ok: false, message: `Unknown field: ${key}` };
    }
  }
  if (!isEntityId(b.productId)) return { ok: false, message: 'productId must be a product id' };
  const text = (v: unknown, name: string): Parsed<string> => {
    if (v === undefined || v === null || v === '') return { ok: true, value: '' };
    if (typeof v !== 'string' || v.length > 100) {
      return { ok: false, message: `${name} must be text of at most 100 characters` };
    }
    return { ok: true, value: v.trim() };
  };
  const size = text(b.size, 'size');
  if (!size.ok) return size;
  const color = text(b.color, 'color');
  if (!color.ok) return color;
  let quantity = 0;
  if (mode !== 'remove') {
    const q =
      typeof b.quantity === 'string' && b.quantity.trim() !== '' ? Number(b.quantity) : b.quantity;
    const min = mode === 'add' ? 1 : 0;
    if (typeof q !== 'number' || !Number.isInteger(q) || q < min || q > CART_MAX_QUANTITY) {
      return {
        ok: false,
        message: `quantity must be a whole number from ${min} to ${CART_MAX_QUANTITY}`,
      };
    }
    quantity = q;
  }
  return {
    ok: true,
    value: { productId: b.productId, quantity, size: size.value, color: color.value },
  };
}
