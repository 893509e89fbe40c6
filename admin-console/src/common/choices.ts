/** react-admin choices for a list of values that are shown as they are. */
export const choicesOf = <T extends string>(values: readonly T[]): { id: T; name: T }[] =>
  values.map((value) => ({ id: value, name: value }));
