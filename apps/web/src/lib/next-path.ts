/**
 * Where to go after signing in: the `next` of the address, when it is a path of this site
 * ("/lists/abc"), never another site ("//evil.example", "/\\evil.example", "https://…").
 */
export function nextPath(search: string, fallback = '/dashboard'): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

/** The sign-in page, asked to come back to `path` afterwards. */
export function loginFor(path: string): string {
  return path === '/' || path === '/dashboard'
    ? '/login'
    : `/login?next=${encodeURIComponent(path)}`;
}
