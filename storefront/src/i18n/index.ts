import { isShopLanguage, SHOP_LANGUAGES, type ShopLanguage } from '@arogya/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, LATER, type LaterNamespace } from './en/index.js';

export { SHOP_LANGUAGES, type ShopLanguage };

/** Where the chosen language is kept: this browser's storage, and a cookie the gateway reads. */
export const LANGUAGE_KEY = 'lang';
const YEAR_S = 365 * 24 * 60 * 60;

const isLanguage = isShopLanguage;

/**
 * The language to open in: `?lang=` in the address (a shared link, hreflang's alternate), the
 * shopper's last choice, else the browser's own when it is Hindi; English otherwise.
 */
export function initialLanguage(): ShopLanguage {
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_KEY);
  if (isLanguage(asked)) return asked;
  const kept = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(kept)) return kept;
  return navigator.languages?.some((l) => l.toLowerCase().startsWith('hi')) ? 'hi' : 'en';
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
  return isLanguage(kept) ? kept : null;
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
  const lang = initialLanguage();
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
  // a language asked for in the address is chosen; one only guessed (the browser's) is not
  const asked = new URLSearchParams(window.location.search).has(LANGUAGE_KEY);
  if (lang !== 'en' || asked) await setLanguage(lang, asked || chosenLanguage() !== null);
  else document.documentElement.lang = 'en';
}

export default i18n;
