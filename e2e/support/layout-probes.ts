import { expect, type Page } from '@playwright/test';
import { watchNetwork } from './quiet-network';

// Layout probes for e2e/tests/phone-layout.spec.ts (issue 23): how many items a screen shows,
// and whether the owner's add button ever covers a control.

export const PHONE = { width: 390, height: 844 };

export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Scrolls to the end and back, so that every card (content-visibility: auto) has been laid out
 * once before a full-page screenshot, which would otherwise catch far cards still unpainted.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 400) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await settle(page);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settle(page);
}

export async function openList(page: Page, url: string): Promise<void> {
  const network = watchNetwork(page);
  await page.goto(url);
  await expect(page.getByRole('listitem').first()).toBeVisible();
  // Not 'networkidle': the list's live stream stays open.
  await network.quiet();
}

/**
 * Items lying wholly within the 844 px below the list's header (scrolled to the top of the
 * screen first, so every card there is laid out), and the cards' heights.
 */
export async function itemsBelowHeader(page: Page) {
  await page.evaluate(() => {
    const header = document.querySelector('.list-header');
    if (!header) throw new Error('no list header');
    window.scrollTo({
      top: header.getBoundingClientRect().bottom + window.scrollY,
      behavior: 'instant',
    });
  });
  await settle(page);
  return page.evaluate((band) => {
    const header = document.querySelector('.list-header')?.getBoundingClientRect();
    if (!header) throw new Error('no list header');
    const cards = Array.from(document.querySelectorAll('.item-card')).map((card) =>
      card.getBoundingClientRect(),
    );
    const inBand = cards.filter(
      (card) => card.top >= header.bottom - 0.5 && card.bottom <= header.bottom + band + 0.5,
    );
    // What a person sees with the header scrolled away: between the top bar and the bottom bar.
    const topbar = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0;
    const bar = document.querySelector('.fab-bar')?.getBoundingClientRect();
    const barTop = bar && bar.width >= window.innerWidth - 1 ? bar.top : window.innerHeight;
    const onScreen = cards.filter(
      (card) => card.top >= topbar - 0.5 && card.bottom <= barTop + 0.5,
    );
    return {
      fully: inBand.length,
      heights: cards.slice(0, 5).map((card) => Math.round(card.height)),
      onScreen: onScreen.length,
      screen: Math.round(barTop - topbar),
    };
  }, PHONE.height);
}

/**
 * What the add button gets in the way of at the current scroll position. Only the part of each
 * control that is in view counts: the band between the top bar and the add button's bar (an
 * opaque bar hides what scrolls beneath it, as the top bar does). That part must not meet the
 * add button, and a tap at its centre must reach the control.
 */
export async function fabProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fab = document.querySelector('.fab');
    const bar = document.querySelector('.fab-bar');
    if (!fab || !bar) return ['no add button'];
    const f = fab.getBoundingClientRect();
    const barBox = bar.getBoundingClientRect();
    const problems: string[] = [];
    const isBar = barBox.width >= window.innerWidth - 1;
    if (isBar) {
      const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(getComputedStyle(bar).backgroundColor);
      if (alpha && Number(alpha[1]) < 1) problems.push('the bar is not opaque');
      if (f.top < barBox.top || f.bottom > barBox.bottom)
        problems.push('the button leaves its bar');
    }
    const topbar = document.querySelector('.topbar');
    const viewTop = topbar?.getBoundingClientRect().bottom ?? 0;
    const viewBottom = isBar ? barBox.top : window.innerHeight;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim()}"`;
    for (const control of Array.from(
      document.querySelectorAll('button, a[href], input, textarea, select'),
    )) {
      if (control === fab || bar.contains(control)) continue;
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      const inTopbar = topbar?.contains(control) ?? false;
      const top = Math.max(box.top, inTopbar ? 0 : viewTop);
      const bottom = Math.min(box.bottom, viewBottom);
      const left = Math.max(box.left, 0);
      const right = Math.min(box.right, window.innerWidth);
      // A sliver under 2 px is neither seen nor tapped, and elementFromPoint rounds its centre
      // (779.4 of a sliver ending at 780, the bar's top) onto whatever lies beside it.
      if (bottom - top < 2 || right - left < 2) continue;
      if (left < f.right && right > f.left && top < f.bottom && bottom > f.top) {
        problems.push(`${name(control)} meets the add button`);
      }
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (!hit || !(hit === control || control.contains(hit))) {
        problems.push(`${name(control)} is covered by ${hit ? name(hit) : 'nothing'}`);
      }
    }
    return problems;
  });
}

/** Scrolls through the whole page in 100 px steps, checking the add button at every step. */
export async function expectFabNeverCovers(page: Page): Promise<number> {
  const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const steps = [...Array.from({ length: Math.floor(max / 100) + 1 }, (_, i) => i * 100), max];
  for (const y of steps) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await settle(page);
    expect(await fabProblems(page), `at scroll ${y} of ${max}`).toEqual([]);
  }
  // At the end, the page's last controls sit wholly above the bar.
  const hidden = await page.evaluate(() => {
    const bar = document.querySelector('.fab-bar')?.getBoundingClientRect();
    const limit = bar && bar.width >= window.innerWidth - 1 ? bar.top : window.innerHeight;
    return Array.from(document.querySelectorAll('main button, main a[href]'))
      .filter((control) => !control.closest('.fab-bar'))
      .filter((control) => control.getBoundingClientRect().bottom > limit + 0.5)
      .map((control) => control.textContent?.trim());
  });
  expect(hidden, 'controls left beneath the bar at the end of the page').toEqual([]);
  return steps.length;
}

/**
 * What the first screen shows below the list's header, at the top of the page (nothing
 * scrolled): the band from the header's bottom to the bottom bar's top (or the screen's
 * bottom where there is no bar). A card counts as seen when at least `least` px of it lie in
 * that band (its edge and the start of its name row), as wholly seen when all of it does.
 */
export async function itemsOnFirstScreen(page: Page, least = 24) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settle(page);
  return page.evaluate((minimum) => {
    const header = document.querySelector('.list-header')?.getBoundingClientRect();
    if (!header) throw new Error('no list header');
    const bar = document.querySelector('.fab-bar')?.getBoundingClientRect();
    const bottom = bar && bar.width >= window.innerWidth - 1 ? bar.top : window.innerHeight;
    const cards = Array.from(document.querySelectorAll('.item-card')).map((card) =>
      card.getBoundingClientRect(),
    );
    const shown = (card: DOMRect) =>
      Math.min(card.bottom, bottom) - Math.max(card.top, header.bottom);
    return {
      seen: cards.filter((card) => shown(card) >= minimum).length,
      whole: cards.filter((card) => card.top >= header.bottom && card.bottom <= bottom).length,
      headerBottom: Math.round(header.bottom),
      bandBottom: Math.round(bottom),
      shownOfFourth: cards[3] ? Math.round(shown(cards[3])) : 0,
    };
  }, least);
}

/** Per item card: whether its owner's "⋯" sits on the same row as its Edit button. */
export async function moreBesideEdit(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.item-card')).map((card) => {
      const edit = card.querySelector('[aria-label^="Edit "]')?.getBoundingClientRect();
      const more = card.querySelector('.item-menu-button')?.getBoundingClientRect();
      const name = card.querySelector('.item-name')?.textContent ?? '';
      if (!edit || !more) return { name, sameRow: false };
      return { name, sameRow: Math.abs(edit.top - more.top) < 1 && more.left > edit.left };
    }),
  );
}
