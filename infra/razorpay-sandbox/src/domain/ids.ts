import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-style id (`order_` + 14 alphanumerics) so the shop's id checks see real shapes. */
export function newId(prefix: string): string {
  let id = '';
  for (let i = 0; i < 14; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return prefix === '' ? id : `${prefix}_${id}`;
}
