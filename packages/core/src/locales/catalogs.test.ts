import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../../apps/web/vite-catalogs.js';
import { LANGUAGES } from '../schemas/preferences.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SKIP = new Set(['node_modules', 'dist', 'bundle', '.git']);

/** Every folder named `locales` that holds an English catalogue, in the apps and packages. */
function catalogFolders(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name)) continue;
    const child = path.join(dir, entry.name);
    // A namespace's catalogues, or a second namespace's beside them (`locales/account/`).
    const inLocales = entry.name === 'locales' || path.basename(dir) === 'locales';
    if (inLocales && fs.existsSync(path.join(child, 'en.json'))) found.push(child);
    catalogFolders(child, found);
  }
  return found;
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;

/** The names a message interpolates (`{count}`, `{count, plural, …}`), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      // An argument compiles to [name] or [name, type, cases or format].
      const [name, , cases] = part as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (cases && typeof cases === 'object') for (const c of Object.values(cases)) walk(c);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

const folders = catalogFolders(path.join(root, 'apps')).concat(
  catalogFolders(path.join(root, 'packages')),
);
const keyOwners = new Map<string, string>();

describe('message catalogues', () => {
  it('are found in the app, the server and core', () => {
    expect(folders.length).toBeGreaterThanOrEqual(3);
  });

  for (const folder of folders) {
    const name = path.relative(root, folder);
    const english = read(path.join(folder, 'en.json'));

    it(`${name}: the web build compiles it (a raw message would show its {placeholders})`, () => {
      for (const language of LANGUAGES)
        expect(path.join(folder, `${language}.json`)).toMatch(CATALOG);
    });

    it(`${name}: every language has every English key, and no other`, () => {
      for (const language of LANGUAGES) {
        const file = path.join(folder, `${language}.json`);
        expect(fs.existsSync(file), `${name}/${language}.json is missing`).toBe(true);
        const catalogue = read(file);
        const missing = Object.keys(english).filter((key) => !(key in catalogue));
        const extra = Object.keys(catalogue).filter((key) => !(key in english));
        expect(missing, `${name}/${language}.json lacks keys English has`).toEqual([]);
        expect(extra, `${name}/${language}.json has keys English lacks`).toEqual([]);
      }
    });

    it(`${name}: each translation compiles and uses the same placeholders as English`, () => {
      for (const language of LANGUAGES) {
        const catalogue = read(path.join(folder, `${language}.json`));
        for (const [key, message] of Object.entries(english)) {
          const translated = catalogue[key] ?? '';
          expect(translated.trim(), `${language} ${key} is empty`).not.toBe('');
          expect(argumentsOf(translated), `${language} ${key}`).toEqual(argumentsOf(message));
        }
      }
    });

    it(`${name}: keys are unique across catalogues`, () => {
      for (const key of Object.keys(english)) {
        const owner = keyOwners.get(key);
        expect(owner, `${key} is in ${owner} and ${name}`).toBeUndefined();
        keyOwners.set(key, name);
      }
    });
  }
});
