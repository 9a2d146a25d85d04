import { LIMITS } from '@wishlist/core';
import { type ListsKey, t } from '../i18n';

/**
 * What each priority means (L1), in the form's choices and in the marks' accessible text. A
 * scale of words, not numbers: "3" says nothing to a giver, "Most wanted" does. `mark` is the
 * marks' spoken form ("Priority: most wanted"), its own text because not every language writes
 * the name in lower case after a colon.
 */
const PRIORITIES: ReadonlyArray<{ name: ListsKey; mark: ListsKey | null }> = [
  { name: 'lists.priority.none', mark: null },
  { name: 'lists.priority.nice', mark: 'lists.priority.markNice' },
  { name: 'lists.priority.really', mark: 'lists.priority.markReally' },
  { name: 'lists.priority.most', mark: 'lists.priority.markMost' },
];

/** The levels' names from 0 to the highest, in the language in use. */
export function priorityNames(): string[] {
  return PRIORITIES.map(({ name }) => t(name));
}

/** A level's entry; out-of-range levels (never sent by the server) read as their bound. */
function priorityOf(level: number) {
  const bounded = Math.min(Math.max(Math.round(level), 0), LIMITS.priorityMax);
  return PRIORITIES[bounded] ?? { name: 'lists.priority.none', mark: null };
}

/** The name of a level: "Most wanted". */
export function priorityName(level: number): string {
  return t(priorityOf(level).name);
}

/** What a screen reader says of a level's mark: "Priority: most wanted"; '' for none. */
export function priorityMark(level: number): string {
  const { mark } = priorityOf(level);
  return mark ? t(mark) : '';
}
