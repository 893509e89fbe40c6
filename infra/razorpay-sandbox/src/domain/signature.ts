import { createHmac } from 'node:crypto';

/** Hex HMAC-SHA256, the one primitive behind both Razorpay signatures (payment and webhook). */
export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** What Checkout hands the shop after a payment and the shop must verify server-side. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}
