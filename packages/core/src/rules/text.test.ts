import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { profileInput, registerInput } from '../schemas/auth.js';
import { emailField, httpUrlField, passwordField } from '../schemas/fields.js';
import { createListInput, itemInput, updateListInput } from '../schemas/lists.js';
import { scrapeInput } from '../schemas/scrape.js';
import {
  hasAnyControlCharacter,
  hasControlCharacter,
  hasDirectionOverride,
  isWellFormedText,
  normaliseLineBreaks,
  visibleLength,
} from './text.js';

/** The first message a schema gives for `input`, or "ok". */
function verdict(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? 'failed');
}

// Real names and titles in many scripts, which must all pass as they are.
const WORLD_NAMES = [
  'Zoë Ørsted-Łukasz',
  'محمد العلي',
  'דוד כהן',
  // Hebrew with a right-to-left mark after digits, as a phone keyboard writes it.
  'רשימה 2024\u200f',
  // Arabic with the Arabic letter mark.
  'قائمة\u061c 5',
  '王小明',
  '山田 太郎',
  '김민준',
  'Дмитрий',
  'Νίκος',
  'प्रिया शर्मा',
  'ประเสริฐ',
  'Ngọc Ánh',
  // Emoji joined by ZWJ, with skin tones and a variation selector.
  '👩‍👩‍👧 family',
  '🧑🏽‍🚀🚀',
  '❤️ gifts',
  '🏳️‍🌈',
];

describe('text rules', () => {
  it('finds lone surrogates, and only them', () => {
    expect(isWellFormedText('\ud800')).toBe(false);
    expect(isWellFormedText('ab\udc00')).toBe(false);
    expect(isWellFormedText('\ude00\ud83d')).toBe(false);
    expect(isWellFormedText('😀 👩‍👩‍👧')).toBe(true);
    expect(isWellFormedText('')).toBe(true);
  });

  it('finds lone surrogates without String.prototype.isWellFormed (older browsers)', () => {
    const proto = String.prototype as { isWellFormed?: unknown };
    const native = proto.isWellFormed;
    delete proto.isWellFormed;
    try {
      expect(isWellFormedText('\ud800')).toBe(false);
      expect(isWellFormedText('x\udfff')).toBe(false);
      expect(isWellFormedText('😀 family 👩‍👩‍👧')).toBe(true);
    } finally {
      proto.isWellFormed = native;
    }
  });

  it('refuses every control character on one line, and keeps LF and TAB in a block', () => {
    for (const control of ['\r', '\n', '\t', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(hasControlCharacter(`a${control}b`, 'line'), JSON.stringify(control)).toBe(true);
    }
    expect(hasControlCharacter('a\u2028b', 'line')).toBe(true);
    expect(hasControlCharacter('a\nb\tc', 'block')).toBe(false);
    for (const control of ['\r', '\u0000', '\u0008', '\u000b', '\u000c', '\u001b', '\u0085']) {
      expect(hasControlCharacter(`a${control}b`, 'block'), JSON.stringify(control)).toBe(true);
    }
    expect(hasAnyControlCharacter('pass\tword')).toBe(true);
    expect(hasAnyControlCharacter('p@ss wörd ✓')).toBe(false);
  });

  it('finds every direction embedding, override and isolate, but not the marks', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(hasDirectionOverride(`gift${String.fromCodePoint(code)}txt`)).toBe(true);
    }
    expect(hasDirectionOverride('\u200e\u200f\u061c')).toBe(false);
  });

  it('measures what is visible', () => {
    expect(visibleLength('\u200b\u200b')).toBe(0);
    expect(visibleLength('\u200d\ufeff\u00ad\u2060\u180e\u3164\ufe0f')).toBe(0);
    expect(visibleLength(' \u00a0\u3000\u200f\u200e')).toBe(0);
    expect(visibleLength('a\u200bb')).toBe(2);
    expect(visibleLength('👩‍👩‍👧')).toBeGreaterThan(0);
  });

  it('turns CR LF and lone CR into LF', () => {
    expect(normaliseLineBreaks('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    expect(normaliseLineBreaks('plain')).toBe('plain');
  });

  it('stays linear on long hostile text', () => {
    const hostile = `${'\u200b'.repeat(200_000)}${'\ud83d'.repeat(200_000)}x`;
    const started = performance.now();
    visibleLength(hostile);
    hasControlCharacter(hostile, 'block');
    hasDirectionOverride(hostile);
    isWellFormedText(hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('the shared schemas apply the text rules', () => {
  const register = (name: string) =>
    verdict(registerInput, { email: 'a@example.com', password: 'secret1', name });
  const list = (name: string, description?: string) =>
    verdict(createListInput, { name, description });
  const item = (fields: Record<string, unknown>) => verdict(itemInput, { name: 'Gift', ...fields });

  it.each(WORLD_NAMES)('takes %j as a person, list and item name', (name) => {
    expect(register(name)).toBe('ok');
    expect(verdict(profileInput, { name })).toBe('ok');
    expect(list(name)).toBe('ok');
    expect(item({ name, category: name })).toBe('ok');
  });

  it('refuses line breaks, tabs and controls in names', () => {
    expect(register('Eve\r\nBcc: x')).toBe(
      'Name must be one line, without tabs or other control characters',
    );
    expect(verdict(profileInput, { name: 'Eve\tAdams' })).toBe(
      'Name must be one line, without tabs or other control characters',
    );
    expect(list('Bir\nthday')).toBe(
      'Name must be one line, without tabs or other control characters',
    );
    expect(item({ name: 'Scarf\u001b[31m' })).toBe(
      'Item name must be one line, without tabs or other control characters',
    );
    expect(item({ category: 'Books\nMore' })).toBe(
      'Category must be one line, without tabs or other control characters',
    );
  });

  it('refuses direction overrides in names, categories and descriptions', () => {
    const message = (label: string) =>
      `${label} must not contain characters that reverse the direction of text`;
    expect(register('Mallory\u202egpj.exe')).toBe(message('Name'));
    expect(list('List\u2067x\u2069')).toBe(message('Name'));
    expect(item({ name: 'Gift\u202d' })).toBe(message('Item name'));
    expect(item({ category: '\u202bBooks' })).toBe(message('Category'));
    expect(list('Birthday', 'Read\u202eme')).toBe(message('Description'));
  });

  it('refuses lone surrogates in every text field', () => {
    expect(register('Bob\ud800')).toBe('Name contains invalid characters');
    expect(list('\udc00List')).toBe('Name contains invalid characters');
    expect(item({ name: 'Gift\ud800' })).toBe('Item name contains invalid characters');
    expect(item({ description: 'x\ud800' })).toBe('Description contains invalid characters');
    expect(item({ category: 'x\ud800' })).toBe('Category contains invalid characters');
    expect(item({ affiliateLink: 'https://example.com/\ud800' })).toBe(
      'Link contains invalid characters',
    );
    expect(verdict(emailField, 'a\ud800@example.com')).toBe('Email contains invalid characters');
    expect(verdict(passwordField, 'secret\ud800')).toBe('Password contains invalid characters');
    expect(verdict(updateListInput, { description: '\ud800' })).toBe(
      'Description contains invalid characters',
    );
  });

  it('refuses names that are empty once invisible characters are taken out', () => {
    expect(register('\u200b\u200b')).toBe('Name must be at least 2 characters long');
    expect(register('A\u200b')).toBe('Name must be at least 2 characters long');
    expect(verdict(profileInput, { name: '\u3164\u3164\u3164' })).toBe(
      'Name must be at least 2 characters long',
    );
    expect(list('\u200b\u200b')).toBe('Name is required');
    expect(list('\u200f\u200e\u2060')).toBe('Name is required');
    expect(verdict(updateListInput, { name: '\ufeff' })).toBe('Name is required');
    expect(item({ name: '\u200d\u200c' })).toBe('Item name is required');
    // Existing messages are unchanged.
    expect(register(' ')).toBe('Name must be at least 2 characters long');
    expect(list('   ')).toBe('Name is required');
    expect(item({ name: '' })).toBe('Item name is required');
  });

  it('keeps line breaks and tabs in descriptions, with CR LF made LF', () => {
    const created = createListInput.parse({ name: 'Books', description: 'One\r\nTwo\n\n\tThree' });
    expect(created.description).toBe('One\nTwo\n\n\tThree');
    const updated = updateListInput.parse({ description: '  a\rb  ' });
    expect(updated.description).toBe('a\nb');
    const parsed = itemInput.parse({ name: 'Gift', description: 'Size M\nBlue' });
    expect(parsed.description).toBe('Size M\nBlue');
    expect(item({ description: 'a\u0000b' })).toBe(
      'Description must not contain control characters other than line breaks and tabs',
    );
    expect(item({ description: 'a\u000bb' })).toBe(
      'Description must not contain control characters other than line breaks and tabs',
    );
  });

  it('refuses controls in e-mails, links and passwords', () => {
    expect(verdict(emailField, 'a@example.com\r\nBcc: b@example.com')).toBe(
      'Email must be one line, without tabs or other control characters',
    );
    // The URL parser would silently drop these, so the link would not be what was sent.
    expect(verdict(httpUrlField('Link'), 'https://exa\tmple.com')).toBe(
      'Link must be one line, without tabs or other control characters',
    );
    expect(item({ imageUrl: 'https://example.com/a\n.png' })).toBe(
      'Image URL must be one line, without tabs or other control characters',
    );
    expect(verdict(scrapeInput, { url: 'https://example.com/\u202e' })).toBe(
      'URL must not contain characters that reverse the direction of text',
    );
    expect(verdict(passwordField, 'pass\tword')).toBe(
      'Password must not contain control characters',
    );
    // Passwords are never shown, so anything printable is fine, direction marks included.
    expect(verdict(passwordField, 'pässwörd ✓ \u202e 密码')).toBe('ok');
  });
});
