import type { WishList } from '@wishlist/core';
import { utcDay } from '@wishlist/core';
import { formatDay, formatNames } from '../../../lib/format';
import { t } from '../i18n';
import { sharingT } from '../sharing-i18n';

/** What surprise mode does, in one line: beside the checkbox wherever the owner sets it. */
export function surpriseHint(): string {
  return t('lists.surprise.hint');
}

/** Today in UTC by the device's clock: only to ask before a date that looks past is saved. */
export function today(): string {
  return utcDay(new Date());
}

/**
 * Why the owner sees no claim and no mark button ("… until the day after the event (Dec 24,
 * 2026)", or with no date until it is turned off), or that the claims are revealed now the event
 * has passed; null when surprise mode is off. Whether claims are hidden is the server's word
 * (`surpriseActive`, by its clock), not the device's: a phone whose clock is a day off would
 * otherwise hide what the server shows.
 */
export function ownerSurpriseNote(list: WishList): string | null {
  if (!list.surprise) return null;
  if (list.surpriseActive) {
    return list.eventDate
      ? t('lists.surprise.ownerUntilDate', { date: formatDay(list.eventDate) })
      : t('lists.surprise.ownerUntilOff');
  }
  return t('lists.surprise.revealed', { date: formatDay(list.eventDate ?? '') });
}

/**
 * Who keeps a managed member's list (C4), as one name or "Olivia and Tom", and how many they
 * are; undefined for anyone else's. They see the marks whatever the mode: the surprise is the
 * child's, not theirs.
 */
function keepers(list: WishList): { managers: string; count: number } | undefined {
  const names = list.owner?.managed ? (list.managers ?? []).map((person) => person.name) : [];
  return names.length > 0 ? { managers: formatNames(names), count: names.length } : undefined;
}

/** What a giver is told on a surprise list: the owner will not see what they mark. */
export function giverSurpriseNote(list: WishList): string | null {
  if (!list.surpriseActive) return null;
  const owner = list.userId.name;
  const kept = keepers(list);
  if (kept)
    return list.eventDate
      ? sharingT('lists.surprise.giverManagedUntilDate', {
          owner,
          ...kept,
          date: formatDay(list.eventDate),
        })
      : sharingT('lists.surprise.giverManagedUntilOff', { owner, ...kept });
  return list.eventDate
    ? t('lists.surprise.giverUntilDate', { owner, date: formatDay(list.eventDate) })
    : t('lists.surprise.giverUntilOff', { owner });
}

/**
 * Before marking, on a list whose owner sees the marks (no surprise mode, or after the event):
 * that the owner, or a managed member's managers, see who marked what.
 */
export function whoSeesMarks(list: WishList): string {
  const kept = keepers(list);
  if (kept) return sharingT('lists.audience.managedBefore', { owner: list.userId.name, ...kept });
  return t('lists.audience.before', { owner: list.userId.name });
}

/**
 * After marking, beside "Bought by you": whether the owner sees it now, or from when.
 */
export function whoSeesMine(list: WishList): string {
  const owner = list.userId.name;
  const kept = keepers(list);
  if (kept) {
    if (!list.surpriseActive) return sharingT('lists.audience.managedAfter', { owner, ...kept });
    return list.eventDate
      ? sharingT('lists.audience.managedAfterHiddenUntil', {
          owner,
          ...kept,
          date: formatDay(list.eventDate),
        })
      : sharingT('lists.audience.managedAfterHiddenWhileOn', { owner, ...kept });
  }
  if (!list.surpriseActive) return t('lists.audience.after', { owner });
  return list.eventDate
    ? t('lists.audience.afterHiddenUntil', { owner, date: formatDay(list.eventDate) })
    : t('lists.audience.afterHiddenWhileOn', { owner });
}
