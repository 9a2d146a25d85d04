import { nextTheme, type Theme, useTheme } from '../../lib/theme';
import { t } from './i18n';

// 24×24 outlines drawn with currentColor: half a disc (follow the system), a sun, a moon.
const ICONS: Record<Theme, string> = {
  system: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 2v14a7 7 0 0 1 0-14Z',
  light:
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm-1-6h2v3h-2Zm0 17h2v3h-2ZM2 11h3v2H2Zm17 0h3v2h-3ZM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4Zm12.1 12.1 1.4-1.4 2.1 2.1-1.4 1.4ZM4.2 18.4l2.1-2.1 1.4 1.4-2.1 2.1Zm12.1-12.1 2.1-2.1 1.4 1.4-2.1 2.1Z',
  dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z',
};

/** Each theme's name, in the language in use. */
const NAMES = {
  system: 'ui.theme.system',
  light: 'ui.theme.light',
  dark: 'ui.theme.dark',
} as const satisfies Record<Theme, string>;

/** What a press does, one whole sentence each: languages inflect the name within it. */
const SWITCH_TO = {
  system: 'ui.theme.switchTo.system',
  light: 'ui.theme.switchTo.light',
  dark: 'ui.theme.switchTo.dark',
} as const satisfies Record<Theme, string>;

/**
 * Cycles the theme saved on this device: System → Light → Dark. Its name says the current
 * choice ("Theme: Dark"), which it also shows; its title (the description) says what a press
 * does.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  const next = nextTheme(theme);
  const name = t(NAMES[theme]);
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={t('ui.theme.current', { theme: name })}
      title={t(SWITCH_TO[next])}
      onClick={() => setTheme(next)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path fill="currentColor" fillRule="evenodd" d={ICONS[theme]} />
      </svg>
      <span>{name}</span>
    </button>
  );
}
