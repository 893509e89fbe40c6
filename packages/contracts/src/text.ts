/**
 * People's names, e-mails and addresses as the shop keeps them: Unicode NFKC (so a
 * full-width or compatibility look-alike reads as its plain letter) and trimmed; control
 * characters and invisible format characters refused, so that nobody can register a name or
 * an address that looks like another (`acc-admin\u200b@…` posing as `acc-admin@…`).
 * Zero-width (non-)joiners stay allowed after a letter or sign of an Indian script, where they
 * shape how a name is written.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const INDIC = /[\u0900-\u0DFF]/;
const JOINERS = new Set(['\u200c', '\u200d']);

/** `raw` normalised (NFKC, trimmed), or `null` when it holds a character refused above. */
export function cleanText(raw: string): string | null {
  const text = raw.normalize('NFKC').trim();
  for (const m of text.matchAll(INVISIBLE)) {
    const before = text[m.index! - 1];
    if (!(JOINERS.has(m[0]) && before !== undefined && INDIC.test(before))) return null;
  }
  return text;
}

/** The message for a field whose text `cleanText` refused. */
export const invisibleRefusal = (label: string) =>
  `${label} may not contain control or invisible characters`;
