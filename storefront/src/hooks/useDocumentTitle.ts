import { useEffect } from 'react';

/** Sets the tab title to "{title} | Arogya" while mounted; restores the previous one after. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | Arogya`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
