import { useEffect, useState } from 'react';

const secondsUntil = (until: number | null) =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Whole seconds left until `until` (a `Date.now()` time), ticking each second; 0 once past. */
export function useCountdown(until: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    if (until === null) return;
    const timer = window.setInterval(() => {
      const left = secondsUntil(until);
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}
