import { useEffect, useRef, useState } from 'react';

/**
 * Whether a row of the account shows its form; once the form closes (saved or cancelled), the
 * button that opened it (`opener`) has the focus again, so a keyboard stays where it was.
 */
export function useEditing() {
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !editing) opener.current?.focus();
    wasOpen.current = editing;
  }, [editing]);
  return { editing, open: () => setEditing(true), close: () => setEditing(false), opener };
}
