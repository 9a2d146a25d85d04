/**
 * Code run inside the page before any of the app's. Kept as text: the scripts' TypeScript
 * program has no DOM types, and this code never runs in Node.
 */

/** What the probe leaves in `window.__bench`. */
export interface ProbeResult {
  /** ms from navigation start to the frame after the first item card got a layout box. */
  firstCardAt: number | null;
  /** ms from navigation start to the frame after the `target`th item card got a layout box. */
  allCardsAt: number | null;
  /** Sum of every layout-shift entry not caused by input (stricter than the CLS window). */
  layoutShift: number;
  shifts: Array<{ at: number; value: number; sources: string[] }>;
}

/**
 * Signs in the way the app restores a session (token and user in localStorage, see
 * apps/web/src/lib/session.ts) and watches for the item cards and for layout shifts.
 *
 * "Visible" is Playwright's meaning: the card has a non-empty box and is not
 * visibility:hidden. The time is taken from a rAF loop: the frame that first sees the card laid
 * out is the one that paints it, and a message posted from that rAF is handled right after
 * that frame, so `performance.now()` there is the paint time (navigation start is 0).
 */
export function probeScript(options: {
  origin: string;
  session: { token: string; user: unknown } | null;
  target: number;
  cardSelector: string;
}): string {
  return `(() => {
  const options = ${JSON.stringify(options)};
  if (location.origin !== options.origin) return;
  if (options.session) {
    localStorage.setItem('token', options.session.token);
    localStorage.setItem('user', JSON.stringify(options.session.user));
  }
  const bench = { firstCardAt: null, allCardsAt: null, layoutShift: 0, shifts: [] };
  window.__bench = bench;
  // Awaited through CDP: no polling from outside while the page works.
  let cardsShown;
  window.__benchCardsShown = new Promise((resolve) => { cardsShown = resolve; });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      bench.layoutShift += entry.value;
      bench.shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        sources: (entry.sources || []).map((source) => {
          const node = source.node;
          return node && node.nodeType === 1
            ? node.tagName.toLowerCase() + (node.className ? '.' + String(node.className).split(' ').join('.') : '')
            : String(node && node.nodeName);
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });

  const afterPaint = (record) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => record(performance.now());
    channel.port2.postMessage(null);
  };
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const tick = () => {
    const cards = document.querySelectorAll(options.cardSelector);
    if (bench.firstCardAt === null && cards.length > 0 && shown(cards[0])) {
      bench.firstCardAt = -1;
      afterPaint((now) => { bench.firstCardAt = now; });
    }
    const last = cards[options.target - 1];
    if (last && shown(last)) {
      afterPaint((now) => { bench.allCardsAt = now; cardsShown(); });
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;
}

/** Scrolls the whole page through the viewport so every lazy image is requested. */
export const scrollThroughScript = `(async () => {
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(innerHeight * 0.8)) {
    scrollTo(0, y);
    await pause(60);
  }
  scrollTo(0, document.documentElement.scrollHeight);
})()`;

/** How the item images ended: loaded, still pending, or shown as the placeholder. */
export const imageStateScript = `(() => {
  const images = [...document.querySelectorAll('.item-card img')];
  const resources = performance.getEntriesByType('resource')
    .filter((entry) => entry.initiatorType === 'img');
  return {
    loaded: images.filter((image) => image.complete && image.naturalWidth > 0).length,
    pending: images.filter((image) => !image.complete).length,
    placeholders: document.querySelectorAll('.item-card .item-image-placeholder').length,
    firstImageAt: resources.length ? Math.min(...resources.map((entry) => entry.responseEnd)) : null,
  };
})()`;

export interface ImageState {
  loaded: number;
  pending: number;
  placeholders: number;
  firstImageAt: number | null;
}

/** A fixed amount of work, timed in the page: compares throttled with unthrottled CPU. */
export const busyLoopScript = `(() => {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 20000000; i++) x = (x + i * 7) % 1000003;
  return { ms: performance.now() - start, x };
})()`;
