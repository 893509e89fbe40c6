import { useEffect } from 'react';

/**
 * Starts a content page at its top: pages opened from the footer would otherwise keep the
 * scroll position of the page the visitor came from.
 */
export function useScrollToTop() {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);
}
