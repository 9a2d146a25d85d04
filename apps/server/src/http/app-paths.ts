/**
 * Which addresses outside /api are pages of the single-page app, served its index.html, and
 * which name a file, whose absence is a 404.
 *
 * Only the extensions of files a web app serves make a file: the app's own addresses can end
 * in a dot and letters too. An unsubscribe link's token is `<payload>.<base64url MAC>`, and a
 * quarter of MACs have no `-` or `_`, so "any extension" once turned those links into a 404.
 */
const FILE_EXTENSIONS = new Set([
  'avif',
  'br',
  'css',
  'gif',
  'gz',
  'htm',
  'html',
  'ico',
  'jpeg',
  'jpg',
  'js',
  'json',
  'map',
  'mjs',
  'otf',
  'png',
  'svg',
  'ttf',
  'txt',
  'wasm',
  'webmanifest',
  'webp',
  'woff',
  'woff2',
  'xml',
]);

export function namesAFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot >= 0 && FILE_EXTENSIONS.has(last.slice(dot + 1).toLowerCase());
}
