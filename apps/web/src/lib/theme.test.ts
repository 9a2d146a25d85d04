import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preloadScript from '../theme-boot.js?raw';
import {
  applyTheme,
  nextTheme,
  parseTheme,
  readSavedTheme,
  THEME_KEY,
  themeStore,
  useTheme,
} from './theme';

const root = document.documentElement;

afterEach(() => {
  vi.restoreAllMocks();
  delete root.dataset.theme;
  themeStore.reload();
});

describe('reading the saved theme', () => {
  it('knows three themes; anything else follows the system', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    for (const bad of ['system', 'Dark', 'blue', '', null, undefined, 1])
      expect(parseTheme(bad)).toBe('system');
  });

  it('cycles System → Light → Dark → System', () => {
    expect(nextTheme('system')).toBe('light');
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('system');
  });

  it('treats a corrupt or unreadable saved value as "system"', () => {
    localStorage.setItem(THEME_KEY, '{"oops"');
    expect(readSavedTheme()).toBe('system');
    localStorage.setItem(THEME_KEY, 'dark');
    expect(readSavedTheme()).toBe('dark');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readSavedTheme()).toBe('system');
  });
});

describe('choosing a theme', () => {
  it('shows a forced theme to CSS and removes the attribute for "system"', () => {
    applyTheme('dark');
    expect(root.dataset.theme).toBe('dark');
    applyTheme('system');
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('saves the choice on the device, and forgets it for "system"', () => {
    themeStore.set('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(root.dataset.theme).toBe('light');
    themeStore.set('system');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('still applies the choice when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    themeStore.set('dark');
    expect(themeStore.get()).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
  });

  it('useTheme re-renders on a change, here or in another tab', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    const { result } = renderHook(() => useTheme());
    expect(result.current[0]).toBe('dark');
    act(() => result.current[1]('system'));
    expect(result.current[0]).toBe('system');

    localStorage.setItem(THEME_KEY, 'light');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'light' }));
    });
    expect(result.current[0]).toBe('light');
    expect(root.dataset.theme).toBe('light');
  });
});

describe('theme-boot.js (runs before the first paint)', () => {
  const run = () => new Function(preloadScript)();

  it('applies a saved light or dark choice as applyTheme does', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    run();
    expect(root.dataset.theme).toBe('dark');
  });

  it('leaves the page following the system for no, a corrupt or an unreadable value', () => {
    run();
    localStorage.setItem(THEME_KEY, 'purple');
    run();
    expect(root.hasAttribute('data-theme')).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(run).not.toThrow();
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});

describe('the dark tokens (styles/theme-dark.css)', () => {
  // Vitest hands CSS to tests as an empty string, so read the files from disk (comments
  // dropped); Node's modules by computed names, as the web app's types know no Node.
  const read = async (file: string): Promise<string> => {
    const node = (name: string) => import(/* @vite-ignore */ ['node', name].join(':'));
    const { readFileSync } = (await node('fs')) as {
      readFileSync(path: string, encoding: 'utf8'): string;
    };
    const { fileURLToPath } = (await node('url')) as { fileURLToPath(url: string): string };
    const path = fileURLToPath(import.meta.url).replace(/[^/\\]+$/, `../styles/${file}`);
    return readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  };
  const declarations = (block: string): string[] =>
    block
      .split(';')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('--') || line.startsWith('color-scheme'));
  const blockAfter = (css: string, selector: string): string => {
    const start = css.indexOf('{', css.indexOf(selector)) + 1;
    return css.slice(start, css.indexOf('}', start));
  };

  it('has the same dark values for the system and for the dark choice', async () => {
    const css = await read('theme-dark.css');
    const system = declarations(blockAfter(css, ':root:not([data-theme="light"])'));
    const chosen = declarations(blockAfter(css, ':root[data-theme="dark"]'));
    expect(system.length).toBeGreaterThan(10);
    expect(chosen).toEqual(system);
    expect(chosen).toContain('color-scheme: dark');
  });

  it('gives every colour and shadow token of base.css a dark value', async () => {
    const names = (decls: string[]) => decls.map((decl) => decl.split(':')[0]!.trim());
    const light = names(declarations(blockAfter(await read('base.css'), ':root'))).filter(
      (name) => name.startsWith('--color-') || name.startsWith('--shadow'),
    );
    const dark = names(
      declarations(blockAfter(await read('theme-dark.css'), ':root[data-theme="dark"]')),
    );
    expect(light.length).toBeGreaterThan(30);
    expect(dark.filter((name) => name.startsWith('--'))).toEqual(light);
  });
});
