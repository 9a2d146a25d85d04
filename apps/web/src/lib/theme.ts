import { useSyncExternalStore } from 'react';

/**
 * The colour theme chosen on this device. "system" (the default) follows the system's
 * prefers-color-scheme; "light" and "dark" override it.
 *
 * The choice is kept in localStorage under THEME_KEY and shown to CSS as
 * `<html data-theme="light|dark">` (no attribute: follow the system; styles/theme-dark.css).
 * src/theme-boot.js applies the saved choice before the first paint (the CSP allows no inline
 * script), so it repeats applyTheme's few lines: keep the two in step.
 */
export type Theme = 'system' | 'light' | 'dark';

export const THEME_KEY = 'theme';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

/** Anything else than a known theme (missing, corrupt, from a future version) is "system". */
export function parseTheme(value: unknown): Theme {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The next theme for a button that cycles System → Light → Dark → System. */
export function nextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length] ?? 'system';
}

/** The saved choice; "system" when there is none or storage cannot be read (privacy modes). */
export function readSavedTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_KEY));
  } catch {
    return 'system';
  }
}

function saveTheme(theme: Theme): void {
  try {
    if (theme === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Not saved (storage full or blocked): the choice still holds until the page is left.
  }
}

/** Shows the theme to CSS: data-theme for a forced one, none for "system". */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

let current: Theme | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Another tab changed the choice: follow it here too. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== THEME_KEY) return;
  current = readSavedTheme();
  applyTheme(current);
  emit();
}

export const themeStore = {
  get(): Theme {
    if (current === undefined) current = readSavedTheme();
    return current;
  },
  set(theme: Theme): void {
    current = theme;
    saveTheme(theme);
    applyTheme(theme);
    emit();
  },
  /** Forget the in-memory copy so the next read comes from storage (tests). */
  reload(): void {
    current = undefined;
    emit();
  },
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};

/** The theme chosen on this device and a setter that saves and applies it. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.get);
  return [theme, themeStore.set];
}
