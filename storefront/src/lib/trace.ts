const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * A W3C `traceparent` for one shopper action (the click on Pay): every call the action makes
 * sends it, so the shop's spans — gateway, services, the events that follow — form one trace
 * from the click to the cleared cart. The browser records no spans itself.
 */
export function newTraceparent(): string {
  return `00-${hex(16)}-${hex(8)}-01`;
}
