import axe from 'axe-core';
import { expect } from 'vitest';
import { applyTheme } from '../lib/theme';

/**
 * axe-core on what the test rendered: no violations at all. jsdom lays nothing out, so colour
 * contrast is left to the browser tests (e2e/support/helpers.ts, both themes).
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
    ),
  ).toEqual([]);
}

/**
 * The same in the light theme and in the dark one (`<html data-theme>`, lib/theme.ts), then back
 * to the system's. jsdom computes no colours: contrast in both is the browser tests' part.
 */
export async function expectNoAxeViolationsInBothThemes(root?: Element): Promise<void> {
  try {
    for (const theme of ['light', 'dark'] as const) {
      applyTheme(theme);
      await expectNoAxeViolations(root);
    }
  } finally {
    applyTheme('system');
  }
}
