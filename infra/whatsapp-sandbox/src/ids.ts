import { randomBytes } from 'node:crypto';

/**
 * A WhatsApp message id: `wamid.` and base64 of the recipient and a random part, shaped like
 * Meta's (`wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQjk…`) without claiming to decode like them.
 */
export function newWamid(waId: string): string {
  const inner = Buffer.concat([
    Buffer.from([0x1c, 0x18, waId.length]),
    Buffer.from(waId, 'ascii'),
    Buffer.from([0x15, 0x02, 0x00, 0x11, 0x18, 0x12]),
    Buffer.from(randomBytes(9).toString('hex').toUpperCase(), 'ascii'),
    Buffer.from([0x00]),
  ]);
  return `wamid.${inner.toString('base64')}`;
}

/** A numeric Graph object id (templates), 15 or 16 digits like Meta's. */
export function newGraphId(): string {
  const digits = randomBytes(8).readBigUInt64BE() % 9_000_000_000_000_000n;
  return String(1_000_000_000_000_000n + digits);
}

/** A conversation id as status webhooks carry it: 32 hex digits. */
export function newConversationId(): string {
  return randomBytes(16).toString('hex');
}
