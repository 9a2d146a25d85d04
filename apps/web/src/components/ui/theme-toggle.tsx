import { nextTheme, THEME_LABELS, type Theme, useTheme } from '../../lib/theme';

// 24×24 outlines drawn with currentColor: half a disc (follow the system), a sun, a moon.
const ICONS: Record<Theme, string> = {
  system: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 2v14a7 7 0 0 1 0-14Z',
  light:
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm-1-6h2v3h-2Zm0 17h2v3h-2ZM2 11h3v2H2Zm17 0h3v2h-3ZM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4Zm12.1 12.1 1.4-1.4 2.1 2.1-1.4 1.4ZM4.2 18.4l2.1-2.1 1.4 1.4-2.1 2.1Zm12.1-12.1 2.1-2.1 1.4 1.4-2.1 2.1Z',
  dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z',
};

/**
 * Cycles the theme saved on this device: System → Light → Dark. Its name says the current
 * choice ("Theme: Dark"), which it also shows; its title (the description) says what a press
 * does.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  const next = nextTheme(theme);
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={`Theme: ${THEME_LABELS[theme]}`}
      title={`Switch to ${THEME_LABELS[next].toLowerCase()} theme`}
      onClick={() => setTheme(next)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path fill="currentColor" fillRule="evenodd" d={ICONS[theme]} />
      </svg>
      <span>{THEME_LABELS[theme]}</span>
    </button>
  );
}
