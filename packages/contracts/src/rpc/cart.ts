import {
  GUEST_ID_RE,
  LEGACY_GUEST_ID_RE,
  parseCartLine,
  type Cart,
  type CartLineInput,
  type CartOwner,
} from '../cart.js';
import { isRecord } from '../envelope.js';
import { isEntityId } from '../products.js';
import type { Caller } from '../users.js';
import { defineRpc, must } from './define.js';
import { ShopError } from '../errors.js';
import { callerOf, fieldsOf } from './fields.js';

/**
 * Whose cart: a signed-in user (the gateway takes it from the token, never from a body) or a
 * guest id of either form (a new cart needs the unguessable one: the cart service checks).
 */
function cartOwnerOf(value: unknown): CartOwner {
  if (isRecord(value) && 'userId' in value) {
    if (!isEntityId(value.userId)) throw new ShopError(400, 'Invalid user id');
    return { userId: value.userId };
  }
  const guestId = isRecord(value) ? value.guestId : undefined;
  if (
    typeof guestId !== 'string' ||
    !(GUEST_ID_RE.test(guestId) || LEGACY_GUEST_ID_RE.test(guestId))
  )
    throw new ShopError(400, 'Invalid guest id');
  return { guestId };
}

/** A change to one line of the owner's cart. */
export type CartLineRequest = { owner: CartOwner } & CartLineInput;
/** The line to take out of the owner's cart (product, size and colour tell lines apart). */
export type CartLineKeyRequest = { owner: CartOwner } & Omit<CartLineInput, 'quantity'>;

const lineRequest =
  (mode: 'add' | 'set') =>
  (payload: unknown): CartLineRequest => {
    const { owner, ...line } = fieldsOf(payload);
    return { owner: cartOwnerOf(owner), ...must(parseCartLine(line, mode)) };
  };

function lineKeyRequest(payload: unknown): CartLineKeyRequest {
  const { owner, ...line } = fieldsOf(payload);
  const { productId, size, color } = must(parseCartLine(line, 'remove'));
  return { owner: cartOwnerOf(owner), productId, size, color };
}

/** Calls of the cart service (`cart.*`): each answers the owner's cart afterwards. */
export const CartCalls = {
  get: defineRpc<{ owner: CartOwner }, Cart>('cart.carts.get', (p) => ({
    owner: cartOwnerOf(fieldsOf(p).owner),
  })),
  /** Adds units (more of an existing line), refusing more than the stock. */
  add: defineRpc<CartLineRequest, Cart>('cart.lines.add', lineRequest('add')),
  /** Sets a line's quantity; 0 removes the line. */
  set: defineRpc<CartLineRequest, Cart>('cart.lines.set', lineRequest('set')),
  remove: defineRpc<CartLineKeyRequest, Cart>('cart.lines.remove', lineKeyRequest),
  /** Moves guest `guestId`'s cart into the caller's. */
  merge: defineRpc<{ caller: Caller; guestId: string }, Cart>('cart.carts.merge', (p) => {
    const { caller, guestId } = fieldsOf(p);
    if (typeof guestId !== 'string' || !guestId) throw new ShopError(400, 'guestId is required');
    cartOwnerOf({ guestId });
    return { caller: callerOf(caller), guestId };
  }),
} as const;
