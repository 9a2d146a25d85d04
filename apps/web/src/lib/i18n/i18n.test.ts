import { i18n as lingui } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace, setLanguage, translator } from './i18n';

describe('switching language', () => {
  afterEach(() => setLanguage('en'));

  it('also switches the messages of a part of the app registered while the switch loads', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A part already there, whose German is slow to arrive.
    registerNamespace(
      { 'first.hello': 'Hello' },
      {
        de: () => held.then(() => ({ default: { 'first.hello': 'Hallo' } })),
        fr: () => Promise.resolve({ default: { 'first.hello': 'Bonjour' } }),
      },
    );
    const switching = setLanguage('de');
    // A dialog's code arrives meanwhile, while English is still the language in use.
    registerNamespace(
      { 'later.title': 'Quick Add' },
      {
        de: () => Promise.resolve({ default: { 'later.title': 'Schnell hinzufügen' } }),
        fr: () => Promise.resolve({ default: { 'later.title': 'Ajout rapide' } }),
      },
    );
    release();
    await switching;
    const t = translator<'first.hello' | 'later.title'>();
    expect(t('first.hello')).toBe('Hallo');
    expect(t('later.title')).toBe('Schnell hinzufügen');
  });

  it('ends in the language chosen last, whichever catalogue arrives last', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    registerNamespace(
      { 'slow.hello': 'Hello' },
      {
        de: () => held.then(() => ({ default: { 'slow.hello': 'Hallo' } })),
        fr: () => Promise.resolve({ default: { 'slow.hello': 'Bonjour' } }),
      },
    );
    const german = setLanguage('de');
    // Changed one's mind while German loads: French arrives first, then German.
    await setLanguage('fr');
    release();
    await german;
    expect(lingui.locale).toBe('fr');
    // Back to the language in use while a switch loads: the switch never lands.
    let releaseAgain!: () => void;
    const heldAgain = new Promise<void>((resolve) => {
      releaseAgain = resolve;
    });
    registerNamespace(
      { 'slower.hello': 'Hello' },
      {
        de: () => heldAgain.then(() => ({ default: { 'slower.hello': 'Hallo' } })),
        fr: () => Promise.resolve({ default: { 'slower.hello': 'Bonjour' } }),
      },
    );
    const germanAgain = setLanguage('de');
    await setLanguage('fr');
    releaseAgain();
    await germanAgain;
    expect(lingui.locale).toBe('fr');
    expect(translator<'slow.hello'>()('slow.hello')).toBe('Bonjour');
  });
});

describe('registering a part of the app', () => {
  afterEach(() => vi.restoreAllMocks());

  it("hands Lingui a copy of the part's English, never the part's own catalogue", () => {
    // Lingui keeps the first object it is given for a language and merges later ones into it:
    // given a part's own catalogue, every other part's English would land in it, and over their
    // translations whenever this part's translation arrived last (a French page showed "Show").
    const load = vi.spyOn(lingui, 'load');
    const english = { 'copied.one': 'One' };
    registerNamespace(english, {
      de: () => Promise.resolve({ default: { 'copied.one': 'Eins' } }),
      fr: () => Promise.resolve({ default: { 'copied.one': 'Un' } }),
    });
    const handed = load.mock.calls.find(([locale]) => locale === 'en')?.[1];
    expect(handed).toEqual(english);
    expect(handed).not.toBe(english);
  });
});
