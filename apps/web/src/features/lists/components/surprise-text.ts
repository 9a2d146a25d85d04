import type { WishList } from '@wishlist/core';
import { utcDay } from '@wishlist/core';
import { formatDay } from '../../../lib/format';

/** What surprise mode does, in one line: beside the checkbox wherever the owner sets it. */
export const SURPRISE_HINT = 'Hide who claimed what from you until the day after the event.';

/** "until the day after the event (Dec 24, 2026)", or, with no date, until it is turned off. */
function hiddenUntil(eventDate: string | null, turnOff: string): string {
  return eventDate ? `until the day after the event (${formatDay(eventDate)})` : turnOff;
}

/** Today in UTC by the device's clock: only to ask before a date that looks past is saved. */
export function today(): string {
  return utcDay(new Date());
}

/**
 * Why the owner sees no claim and no mark button, or that the claims are revealed now the event
 * has passed; null when surprise mode is off. Whether claims are hidden is the server's word
 * (`surpriseActive`, by its clock), not the device's: a phone whose clock is a day off would
 * otherwise hide what the server shows.
 */
export function ownerSurpriseNote(list: WishList): string | null {
  if (!list.surprise) return null;
  if (list.surpriseActive) {
    return `Surprise mode is on: you won't see what friends claim ${hiddenUntil(list.eventDate, 'until you turn it off')}.`;
  }
  return `The event (${formatDay(list.eventDate ?? '')}) has passed: what friends claimed is now revealed.`;
}

/** What a giver is told on a surprise list: the owner will not see their claim. */
export function giverSurpriseNote(list: WishList): string | null {
  if (!list.surpriseActive) return null;
  const owner = list.userId.name;
  return `This list is a surprise: ${owner} won't see what you claim ${hiddenUntil(list.eventDate, 'while surprise mode is on')}.`;
}
