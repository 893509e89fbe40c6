import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { useTranslate, type I18nProvider, type TranslationMessages } from 'react-admin';
import { en } from './en';

/** The console's languages, each named in itself (the switch lists them so). */
export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
] as const;
export type Language = (typeof LANGUAGES)[number]['locale'];

/**
 * Where the chosen language is kept: this browser's storage under the storefront's own key (and
 * its cookie), so that the shop and its console open in the language last chosen in either.
 */
const LANGUAGE_KEY = 'lang';
const YEAR_S = 365 * 24 * 60 * 60;

const isLanguage = (v: unknown): v is Language => LANGUAGES.some((l) => l.locale === v);

/** The language to open in: the last one chosen, else the browser's when it is Hindi. */
function initialLanguage(): Language {
  try {
    const kept = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(kept)) return kept;
  } catch {
    // storage refused (a locked-down browser): the browser's language decides
  }
  return navigator.languages?.some((l) => l.toLowerCase().startsWith('hi')) ? 'hi' : 'en';
}

let current: Language = initialLanguage();

/** 'hi-IN' or 'en-IN': how dates and numbers are written in the language shown. */
export const displayLocale = (): string => (current === 'hi' ? 'hi-IN' : 'en-IN');

/** Remembers `lang` (storage, cookie) and says it on the page (`<html lang>`). */
function keep(lang: Language) {
  current = lang;
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // not remembered; the page still shows it
  }
  document.cookie = `${LANGUAGE_KEY}=${lang}; path=/; max-age=${YEAR_S}; samesite=lax`;
}
// the page says its language at once; only a choice (the switch) is remembered
document.documentElement.lang = current;

/** English: react-admin's own texts, then the console's (bundled: the console's default). */
const ENGLISH: TranslationMessages = { ...englishMessages, ...en };
/** Hindi's, fetched the first time they are needed (a chunk of its own, ~70 KB of text). */
let hindi: TranslationMessages | null = null;

/**
 * Fetches the texts of `lang` if they are not here yet: called before the console's first
 * render, so that it opens in Hindi with its texts at hand (react-admin wants the first
 * language's texts at once), and by the provider when Hindi is chosen later.
 */
export async function loadLanguage(lang: Language = current): Promise<void> {
  if (lang === 'hi' && !hindi) hindi = (await import('./hindi')).hindiMessages;
}

const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  if (locale !== 'hi') return ENGLISH;
  return hindi ?? loadLanguage('hi').then(() => hindi!);
};

let polyglot: I18nProvider | undefined;
/**
 * react-admin's polyglot provider, made on first use: after main.tsx has fetched the first
 * language's texts (polyglot reads them at once when it is made).
 */
const provider = (): I18nProvider =>
  (polyglot ??= polyglotI18nProvider(
    messagesOf,
    current,
    [...LANGUAGES],
    // a label that is not a key (a product's name, a server's message) is shown as it is
    { allowMissing: true },
  ));

/**
 * The console's i18nProvider (react-admin's, with polyglot): English or Hindi. react-admin keeps
 * the chosen locale in its store (in this browser's storage, `RaStore.locale`) and calls
 * `changeLocale`, which also remembers it under the shop's own key (kept when signing out
 * empties react-admin's store) and sets `<html lang>`; the page is then drawn again in the new
 * language.
 */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => provider().translate(key, options),
  getLocale: () => provider().getLocale(),
  getLocales: () => provider().getLocales?.() ?? [...LANGUAGES],
  changeLocale: async (locale, options) => {
    await provider().changeLocale(locale, options);
    if (isLanguage(locale)) keep(locale);
  },
};

/** Every key of the console's own texts, as `area.group.key`. */
type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Keys<typeof en>;

/** A key, checked against the English texts, for a react-admin prop that translates it itself. */
export const k = (key: MessageKey): MessageKey => key;

/** A translate function that takes only the console's keys. */
export type T = (key: MessageKey, options?: Record<string, unknown>) => string;

/** `translate`, taking only the console's keys (a typo fails the type check). */
export function useT(): T {
  const translate = useTranslate();
  return (key, options) => translate(key, options);
}
