import { isRenderer, measureTree } from './process-tree.js';

/**
 * Most memory Chromium's processes may hold together (RssAnon + RssShmem, process-tree.ts).
 * Measured here: idle, 50–130 MB; two ordinary renders, about 300 MB; two pages each at their
 * 256 MB script heap would come near 1 GB. With the server's own 150–350 MB, a 2 GB machine
 * keeps room for its system and database. Without a bound a page grows far beyond it: array
 * buffers live outside the script heap (3.2 GB in 8 s here, all the test page asked for).
 */
export const DEFAULT_MEMORY_BUDGET_BYTES = 1024 * 1024 * 1024;

/**
 * How often the tree is measured while a page renders. A page filling memory as fast as it can
 * grew 35–190 MB past the budget before the stop, here.
 */
const SAMPLE_EVERY_MS = 100;

const kill = (pid: number) => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
};

/**
 * Measures the browser's whole process tree a few times a second while pages render, and stops
 * what passes the budget: a renderer holding more than half the tree is the page that grew, and
 * only it is killed (its render fails, the others go on); anything else (the browser itself,
 * renders growing together) kills the whole tree, and the next render launches a new browser.
 * A cgroup would need a hierarchy the server may write; an address-space rlimit breaks
 * Chromium, whose script engine reserves far more than it uses.
 */
export class MemoryWatchdog {
  /** Kills so far: a render that fails while this grows was stopped for memory. */
  stops = 0;
  private watching = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly budgetBytes: number,
    /** The running browser's own processes (none while no browser runs). */
    private readonly roots: () => readonly number[],
  ) {}

  /** Watches until the returned function is called (once per render). */
  watch(): () => void {
    this.watching++;
    if (this.watching === 1) {
      this.timer = setInterval(() => this.check(), SAMPLE_EVERY_MS);
      this.timer.unref();
    }
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.watching--;
      if (this.watching === 0) clearInterval(this.timer);
    };
  }

  /** Measures the tree once and stops what holds it if it passes the budget. */
  check(): void {
    const roots = this.roots();
    if (roots.length === 0) return;
    const tree = measureTree(roots);
    const total = tree.reduce((sum, process) => sum + process.bytes, 0);
    if (total <= this.budgetBytes) return;
    this.stops++;
    const largest = tree.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    if (largest.bytes * 2 > total && isRenderer(largest.pid)) kill(largest.pid);
    else for (const process of tree) kill(process.pid);
  }
}
