/**
 * The languages the shop speaks to shoppers (issue 31): the storefront's, and the messages'
 * (a shopper's `language` preference). English is the default; staff read English.
 */
export const SHOP_LANGUAGES = ['en', 'hi'] as const;
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/** What a shopper who chose nothing gets. */
export const DEFAULT_LANGUAGE: ShopLanguage = 'en';

/** Each language's name in itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<ShopLanguage, string> = { en: 'English', hi: 'हिन्दी' };

export const isShopLanguage = (v: unknown): v is ShopLanguage =>
  typeof v === 'string' && (SHOP_LANGUAGES as readonly string[]).includes(v);

/** The 400's words for a language the shop does not speak. */
export const LANGUAGE_ERROR = `language must be one of: ${SHOP_LANGUAGES.map((l) => `'${l}' (${LANGUAGE_NAMES[l]})`).join(', ')}`;
