import type { OrderView } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { changeableUntil } from './changeable.js';

/**
 * Until when `order` may be changed (issue 33), checked again each minute so that the offer
 * goes away with its window while the page stays open; null once it has passed.
 */
export function useChangeWindow(order: OrderView): Date | null {
  const [now, setNow] = useState(() => Date.now());
  const until = changeableUntil(order, now);
  const open = until !== null;
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [open]);
  return until;
}
