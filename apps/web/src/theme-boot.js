// Applies the theme saved on this device before the first paint, so a page whose saved choice
// differs from the system's never flashes the wrong colours. An external file (built as
// assets/theme-<hash>.js by vite.config.ts): the CSP allows no inline script. Same rules as applyTheme in src/lib/theme.ts (a bad value: follow the system).
try {
  const theme = localStorage.getItem('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // No storage (blocked): follow the system.
}
