/**
 * A translation of an English namespace: the same keys, nested alike, each a string (i18next's
 * plural forms `_one`/`_other` included: a language adds the forms it needs, e.g. Hindi the
 * same two). Extra or missing keys fail the type check.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
