import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set(['node_modules', 'dist', 'bundle']);

function catalogueFolders(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name)) continue;
    const child = path.join(dir, entry.name);
    const inLocales = entry.name === 'locales' || path.basename(dir) === 'locales';
    if (inLocales && fs.existsSync(path.join(child, 'en.json'))) found.push(child);
    catalogueFolders(child, found);
  }
  return found;
}

const read = (file: string): Record<string, string> =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};

/**
 * Every English message of the app, server and core catalogues that has no placeholder and
 * that `language` words differently: if one shows on a screen in that language, the screen
 * still speaks English there.
 */
export function englishLeftovers(language: string): Set<string> {
  const texts = new Set<string>();
  for (const folder of [
    ...catalogueFolders(path.join(root, 'apps')),
    ...catalogueFolders(path.join(root, 'packages')),
  ]) {
    const english = read(path.join(folder, 'en.json'));
    const translated = read(path.join(folder, `${language}.json`));
    for (const [key, message] of Object.entries(english)) {
      if (message.includes('{') || translated[key] === message) continue;
      texts.add(message.trim());
    }
  }
  return texts;
}

/** The texts a person meets on the screen: visible text, labels, placeholders, titles. */
export async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent?.checkVisibility()) found.push(text);
    }
    for (const element of Array.from(
      document.querySelectorAll('[aria-label],[placeholder],[title],[alt]'),
    )) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
}

/**
 * Common English words of this app's screens that are no German or French word: they catch a
 * text written into a component instead of a catalogue, which the catalogues cannot.
 */
const ENGLISH_WORDS = new Set(
  (
    'the and your you with add delete edit save cancel share claim claimed items item settings ' +
    'sign friends gifts loading back close remove hide password welcome create update new more ' +
    'of to from this that will my open copy move bought priority price event give quick wish'
  ).split(' '),
);

/** The screen is wholly in `language`: its `lang`, and not one English message left on it. */
export async function expectNoEnglishLeft(
  page: Page,
  language: string,
  screen: string,
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const english = englishLeftovers(language);
  expect(english.size, 'the catalogues hold English texts to look for').toBeGreaterThan(100);
  const texts = await screenTexts(page);
  const left = texts.filter((text) => english.has(text));
  expect(left, `${screen} (${language}) still shows English`).toEqual([]);
  const words = texts.filter((text) =>
    text.split(/[^\p{L}]+/u).some((word) => ENGLISH_WORDS.has(word.toLowerCase())),
  );
  expect(words, `${screen} (${language}) has English words`).toEqual([]);
}
