import * as core from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { translate } from './message.js';
import { languageFromHeader, toLanguage } from './request-language.js';

describe('languageFromHeader', () => {
  it('takes the first language the server speaks, by q-value, the region left aside', () => {
    expect(languageFromHeader('de-AT;q=0.9, en;q=0.5')).toBe('de');
    expect(languageFromHeader('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('fr');
    expect(languageFromHeader('en;q=0.5, de-AT;q=0.9')).toBe('de');
    expect(languageFromHeader('es, it;q=0.9, FR;q=0.1')).toBe('fr');
    // A tie goes to the one listed first.
    expect(languageFromHeader('de;q=0.8, fr;q=0.8')).toBe('de');
  });

  it('falls back to English for no header, none spoken, q=0 or nonsense', () => {
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader('')).toBe('en');
    expect(languageFromHeader('*')).toBe('en');
    expect(languageFromHeader('es, pt-BR')).toBe('en');
    expect(languageFromHeader('de;q=0, fr;q=abc')).toBe('en');
    expect(languageFromHeader(`${'xx,'.repeat(10_000)}de`)).toBe('en');
  });

  it('reads a stored language as one the server speaks', () => {
    expect(toLanguage('fr')).toBe('fr');
    expect(toLanguage('klingon')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });
});

/** Each shared schema, parsed with nothing and with every field of the wrong type. */
function provokeEveryTypeError(): void {
  for (const value of Object.values(core)) {
    const schema = value as Partial<z.ZodObject>;
    if (typeof schema?.safeParse !== 'function' || !schema.shape) continue;
    schema.safeParse({});
    const wrong = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, { wrong: 1 }]));
    schema.safeParse(wrong);
  }
}

describe('the shared schemas’ messages', () => {
  provokeEveryTypeError();
  const said = [...core.allKeyedTexts()];

  it('are all known to the server', () => {
    expect(said.length).toBeGreaterThan(40);
  });

  it('say in English exactly what the schema says, and something in German and French', () => {
    for (const [text, message] of said) {
      expect(translate('en', message), message.key).toBe(text);
      for (const language of ['de', 'fr'] as const) {
        const words = translate(language, message);
        expect(words, `${language} ${message.key}`).not.toMatch(/^(server|spec)\./);
        expect(words).not.toMatch(/[{}]/);
      }
    }
  });
});
