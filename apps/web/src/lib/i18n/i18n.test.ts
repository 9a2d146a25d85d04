import { afterEach, describe, expect, it } from 'vitest';
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
});
