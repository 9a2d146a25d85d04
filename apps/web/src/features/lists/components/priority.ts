import { LIMITS } from '@wishlist/core';

/**
 * What each priority means (L1), in the form's choices and in the marks' accessible text. A
 * scale of words, not numbers: "3" says nothing to a giver, "Most wanted" does.
 */
export const PRIORITY_NAMES: readonly string[] = [
  'None',
  'Nice to have',
  'Really want',
  'Most wanted',
];

/** The name of a level; out-of-range levels (never sent by the server) read as their bound. */
export function priorityName(level: number): string {
  const bounded = Math.min(Math.max(Math.round(level), 0), LIMITS.priorityMax);
  return PRIORITY_NAMES[bounded] ?? 'None';
}
