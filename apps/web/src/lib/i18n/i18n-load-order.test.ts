import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from './languages';

type I18nModule = typeof import('./i18n');

/**
 * The i18n module as a page starts it, in a language other than English: with a Lingui of its
 * own, holding no catalogue yet (the tests' shared one already holds the others' English).
 */
async function startIn(language: string): Promise<I18nModule> {
  localStorage.setItem(LANGUAGE_KEY, language);
  vi.resetModules();
  vi.doMock('@lingui/core', async (original) => {
    const lingui = await original<typeof import('@lingui/core')>();
    return { ...lingui, i18n: lingui.setupI18n() };
  });
  return import('./i18n');
}

describe('catalogues arriving in any order', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    vi.doUnmock('@lingui/core');
  });

  it("keep each part's translation, whichever part's arrives last", async () => {
    const i18n = await startIn('fr');
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    // The first part registered (the banner's, say) is the last whose French arrives.
    i18n.registerNamespace(
      { 'banner.offline': 'You are offline' },
      {
        de: () => Promise.resolve({ default: { 'banner.offline': 'Du bist offline' } }),
        fr: () => firstHeld.then(() => ({ default: { 'banner.offline': 'Vous êtes hors ligne' } })),
      },
    );
    i18n.registerNamespace(
      { 'ui.show': 'Show' },
      {
        de: () => Promise.resolve({ default: { 'ui.show': 'Anzeigen' } }),
        fr: () => Promise.resolve({ default: { 'ui.show': 'Afficher' } }),
      },
    );
    await Promise.resolve();
    releaseFirst();
    await i18n.catalogsReady();
    const t = i18n.translator<'banner.offline' | 'ui.show'>();
    expect(t('banner.offline')).toBe('Vous êtes hors ligne');
    expect(t('ui.show')).toBe('Afficher');
  });
});
