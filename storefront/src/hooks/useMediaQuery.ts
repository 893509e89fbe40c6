import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches `query` now, kept up to date as it is resized (for a layout whose
 * order, not only its look, depends on the screen: CSS order would leave the tab order behind).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
