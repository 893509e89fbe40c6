import { lazy, type ComponentType } from 'react';

/**
 * A page loaded when first shown (route-level code splitting): `load` imports its module and
 * `name` picks the component. react-admin's layout shows its loader meanwhile.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
