/**
 * A translation of English texts: the same keys, nested alike, each a string. A missing or
 * extra key fails the type check.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
