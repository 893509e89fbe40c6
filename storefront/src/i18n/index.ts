import { isShopLanguage, type ShopLanguage } from '@arogya/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, LATER, type LaterNamespace } from './en/index.js';

/** Where the chosen language is kept: this browser's storage, and a cookie the gateway reads. */
const LANGUAGE_KEY = 'lang';
const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The language to open in, and whether it was chosen: `?lang=` in the address (a shared link,
 * hreflang's alternate) or the shopper's last choice; else only guessed: the browser's own when
 * it is Hindi, English otherwise.
 */
function initialLanguage(): { lang: ShopLanguage; chosen: boolean } {
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_KEY);
  if (isShopLanguage(asked)) return { lang: asked, chosen: true };
  const kept = chosenLanguage();
  if (kept) return { lang: kept, chosen: true };
  const hindi = navigator.languages?.some((l) => l.toLowerCase().startsWith('hi'));
  return { lang: hindi ? 'hi' : 'en', chosen: false };
}

let markStarted: () => void = () => undefined;
/** Settles once i18next has started (its store exists: texts can be added). */
const started = new Promise<void>((resolve) => (markStarted = resolve));

/** Hindi's texts, fetched once, when first needed. */
async function loadHindi() {
  if (i18n.hasResourceBundle('hi', 'common')) return;
  const { hi } = await import('./hi/index.js');
  for (const [ns, texts] of Object.entries(hi)) i18n.addResourceBundle('hi', ns, texts);
}

/**
 * Fetches the English namespaces a page needs that the first screen's script does not carry
 * (`LATER`), once each; Hindi has every namespace in its own chunk already. A page's route waits
 * for them (router.tsx), so it is never drawn with keys for texts.
 */
export async function loadNamespaces(names: readonly LaterNamespace[]): Promise<void> {
  // the router asks for the first page's texts as it is made, before i18next has started
  await started;
  await Promise.all(
    names
      .filter((ns) => !i18n.hasResourceBundle('en', ns))
      .map(async (ns) => i18n.addResourceBundle('en', ns, (await LATER[ns]()).default)),
  );
}

/**
 * The other pages' texts, fetched when the browser is idle after the first screen has loaded:
 * the next page opens without waiting for them, and a component drawn outside its page's list
 * of needs still gets its words.
 */
export function fetchTheRestWhenIdle(): void {
  const idle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 1000);
  const rest = () => void loadNamespaces(Object.keys(LATER) as LaterNamespace[]);
  if (document.readyState === 'complete') idle(rest);
  else window.addEventListener('load', () => idle(rest), { once: true });
}

/** 'en-IN' or 'hi-IN': how numbers and dates are written in the language shown. */
export const locale = (): string => (i18n.language === 'hi' ? 'hi-IN' : 'en-IN');

/** Remembers `lang` (storage, cookie) and says it on the page (`<html lang>`). */
function keep(lang: ShopLanguage) {
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.cookie = `${LANGUAGE_KEY}=${lang}; path=/; max-age=${YEAR_S}; samesite=lax`;
  document.documentElement.lang = lang;
}

/** The language chosen on this browser (the switch, a `?lang=` link); null when none was. */
export function chosenLanguage(): ShopLanguage | null {
  const kept = localStorage.getItem(LANGUAGE_KEY);
  return isShopLanguage(kept) ? kept : null;
}

/** Shows the shop in `lang` from now on; `remember`: as this browser's choice. */
export async function setLanguage(lang: ShopLanguage, remember = true) {
  if (lang === 'hi') await loadHindi();
  await i18n.changeLanguage(lang);
  if (remember) keep(lang);
  else document.documentElement.lang = lang;
}

/**
 * Starts i18next with English bundled and Hindi fetched first when the shop opens in it, so
 * the first screen is drawn in its language (no English flash). Product content (names,
 * descriptions) is not translated: it stays in the language the brand writes it in.
 */
export async function startI18n(): Promise<void> {
  const { lang, chosen } = initialLanguage();
  await i18n.use(initReactI18next).init({
    resources: { en },
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: [...Object.keys(en), ...Object.keys(LATER)],
    // a namespace fetched later draws its page again
    react: { bindI18nStore: 'added' },
    // React escapes what it renders
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  markStarted();
  // a chosen language is remembered again (the cookie renewed); one only guessed is not
  if (lang !== 'en' || chosen) await setLanguage(lang, chosen);
  else document.documentElement.lang = 'en';
}

export default i18n;
