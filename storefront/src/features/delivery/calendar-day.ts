/** A 'YYYY-MM-DD' promise as a local date at midnight (so that it shows as that very day). */
export function calendarDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}
