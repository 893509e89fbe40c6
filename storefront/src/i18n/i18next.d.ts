import 'i18next';
import type { Resources } from './en/index.js';

/** Typed keys: `t('…')` accepts only keys English has, per namespace. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
