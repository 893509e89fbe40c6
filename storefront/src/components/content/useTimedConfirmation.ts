import { useEffect, useRef, useState } from 'react';

/**
 * A confirmation that shows for `ms`, then hides and runs `onHide` (the newsletter box clears
 * itself so; SPEC §9: 3000 ms). Showing it again restarts the time.
 */
export function useTimedConfirmation(ms: number): {
  shown: boolean;
  show: (onHide: () => void) => void;
} {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (onHide: () => void) => {
    setShown(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setShown(false);
      onHide();
    }, ms);
  };
  return { shown, show };
}
