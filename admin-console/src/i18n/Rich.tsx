import { Fragment } from 'react';

/**
 * A translated sentence with `<strong>…</strong>` in it, drawn with the words in bold: the
 * sentence stays one text in every language (never two halves glued in code).
 */
export function Rich({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/<strong>(.*?)<\/strong>/)
        .map((part, i) =>
          i % 2 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>,
        )}
    </>
  );
}
