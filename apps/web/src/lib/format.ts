const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Mar 5, 2026" in local time: what `Intl.DateTimeFormat('en-US', { year: 'numeric',
 * month: 'short', day: 'numeric' })` prints, written out because the first Intl formatter a
 * page creates loads locale and time-zone data, a pause a phone feels (docs/performance.md).
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * "Dec 24, 2026" for a calendar day written `YYYY-MM-DD` (an event's date). Read as written, not
 * through `Date`: `new Date('2026-12-24')` is midnight UTC, the day before west of Greenwich.
 */
export function formatDay(day: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = parts ? MONTHS[Number(parts[2]) - 1] : undefined;
  if (!parts || !month) return day;
  return `${month} ${Number(parts[3])}, ${parts[1]}`;
}
