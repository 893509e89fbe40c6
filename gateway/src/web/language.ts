import { isShopLanguage, type ShopLanguage } from '@arogya/contracts';

/** The name of the query parameter and cookie that carry the shopper's language. */
export const LANGUAGE_PARAM = 'lang';

/** Each language's BCP 47 tag for `hreflang`: the shop sells in India. */
export const HREFLANG: Record<ShopLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * The language a page is served in (issue 31): `?lang=` in its address (a shared link, a
 * crawler following hreflang), else the `lang` cookie the storefront keeps the shopper's
 * choice in, else Hindi when the browser asks for it first, else English.
 */
export function languageOf(req: {
  url: string;
  headers: Record<string, string | string[] | undefined>;
}): ShopLanguage {
  const query = new URLSearchParams(req.url.split('?')[1] ?? '').get(LANGUAGE_PARAM);
  if (isShopLanguage(query)) return query;
  const cookie = String(req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === LANGUAGE_PARAM)?.[1];
  if (isShopLanguage(cookie)) return cookie;
  const accept = String(req.headers['accept-language'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return accept?.startsWith('hi') ? 'hi' : 'en';
}

/** The page's `<html lang>` set to `lang`. */
export const withLanguage = (html: string, lang: ShopLanguage) =>
  html.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);

/** `url` in `lang`: English at the plain address, another language with `?lang=`. */
export function inLanguage(url: string, lang: ShopLanguage): string {
  if (lang === 'en') return url;
  const u = new URL(url);
  u.searchParams.set(LANGUAGE_PARAM, lang);
  return u.toString();
}
