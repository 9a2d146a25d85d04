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
