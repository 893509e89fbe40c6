import { useBasename } from 'react-admin';

/** Turns an in-app path such as `/products/new` into the browser path `/admin/products/new`. */
export function useAdminPath(): (path: string) => string {
  const basename = useBasename();
  return (path: string) => `${basename}${path}`.replace(/\/{2,}/g, '/');
}
