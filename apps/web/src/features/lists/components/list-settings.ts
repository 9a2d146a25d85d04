import type { UpdateListBody, WishList } from '@wishlist/core';
import { isCalendarDate } from '@wishlist/core';
import { t } from '../i18n';
import { currencyProblem, toCurrencyCode } from './currency';
import { today } from './surprise-text';

/** The list settings dialog's form: surprise mode and event date (G1), currency (L2). */
export interface ListSettings {
  surprise: boolean;
  /** `YYYY-MM-DD`, or '' for none. */
  eventDate: string;
  /** As typed (upper case); checked when saved. */
  currency: string;
}

export function savedSettings(list: WishList): ListSettings {
  return { surprise: list.surprise, eventDate: list.eventDate ?? '', currency: list.currency };
}

export function sameSettings(a: ListSettings, b: ListSettings): boolean {
  return a.surprise === b.surprise && a.eventDate === b.eventDate && a.currency === b.currency;
}

/** Why the form cannot be saved as it is, by field; null when it can. */
export interface SettingsProblems {
  eventDate?: string;
  currency?: string;
}

/**
 * The one save of the dialog: the three settings together, so a list is never left with half
 * of what the owner chose. Or, when a field is wrong, what is wrong with it.
 */
export function settingsBody(
  form: ListSettings,
): { body: UpdateListBody } | { problems: SettingsProblems } {
  const problems: SettingsProblems = {};
  const date = form.eventDate.trim();
  // A browser without a date picker shows a text box; the server wants `YYYY-MM-DD`.
  if (date && !isCalendarDate(date)) problems.eventDate = t('lists.create.badDate');
  const currency = toCurrencyCode(form.currency);
  if (!currency) problems.currency = currencyProblem();
  if (problems.eventDate || problems.currency || !currency) return { problems };
  return { body: { surprise: form.surprise, eventDate: date || null, currency } };
}

/**
 * What a save would show at once that surprise mode hides now (G1): turning it off, or a date
 * already past (by the device's clock; the server decides in the end). Null when nothing.
 */
export function revealOf(list: WishList, form: ListSettings): 'off' | 'past' | null {
  if (!list.surpriseActive) return null;
  if (!form.surprise) return 'off';
  const date = form.eventDate.trim();
  return date && date < today() ? 'past' : null;
}
