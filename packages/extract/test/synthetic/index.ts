/**
 * Synthetic product pages for measuring Quick Add on shops it has never seen: four failure
 * classes, many languages and scripts, eight layout families (two held out from tuning).
 */
import { buildCorpus } from './corpus.js';
import type { SyntheticPage } from './types.js';

export { FAMILIES } from './families/index.js';
export { PAGE_CLASSES, type PageClass, type Script, type SyntheticPage } from './types.js';

let cached: readonly SyntheticPage[] | undefined;

/** The corpus, built once per process (it is deterministic, so every build is the same). */
export function syntheticPages(): readonly SyntheticPage[] {
  cached ??= buildCorpus();
  return cached;
}
