/** The in-app path of `resource`'s list with `filter` applied (react-admin reads it from the URL). */
export const listPath = (resource: string, filter: Record<string, string>) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
