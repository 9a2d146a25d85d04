import axe from 'axe-core';
import { expect } from 'vitest';

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
