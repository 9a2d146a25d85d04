import { readFile } from 'node:fs/promises';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * A catalogue: `locales/<language>.json` anywhere in the app (or `locales/<part>/<language>.json`
 * for a second namespace beside a feature's own), ICU messages by key.
 */
export const CATALOG = /[\\/]locales[\\/](?:[a-z-]+[\\/])?[a-z]{2}\.json$/;

/**
 * Lingui's runtime formats messages compiled ahead of time and ships no ICU parser. This
 * compiles each catalogue as it is imported, with Lingui's own compiler, and hands the result
 * on as JSON: Vite's JSON plugin then makes the module as for any other JSON file.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'wishlist-compiled-catalogs',
    enforce: 'pre',
    async load(id) {
      if (!CATALOG.test(id)) return null;
      const source = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, compileMessage(message)]),
      );
      this.addWatchFile(id);
      return JSON.stringify(compiled);
    },
  };
}
