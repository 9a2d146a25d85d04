const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Mar 5, 2026" in local time: what `Intl.DateTimeFormat('en-US', { year: 'numeric',
 * month: 'short', day: 'numeric' })` prints, written out because the first Intl formatter a
 * page creates loads locale and time-zone data (~50 ms on a phone, 4x that throttled).
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
