/**
 * An absolute http(s) link. Same rule as core's `isHttpUrl`, which lives beside the zod field
 * builders; importing it from there would pull zod into the browser bundle.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
