import type { DrawInput } from '@wishlist/core';
import { isCalendarDate, LIMITS } from '@wishlist/core';
import { currencyProblem, toCurrencyCode } from '../../lists';
import { t } from '../i18n';

/** A one-way exclusion: `giver` never draws `receiver` (D1). */
export type Pair = readonly [giver: string, receiver: string];

/** What the new draw's form holds, as typed. */
export interface DrawFormValues {
  name: string;
  participantIds: readonly string[];
  exclusions: readonly Pair[];
  budget: string;
  currency: string;
  exchangeDate: string;
}

export type DrawField = 'name' | 'participants' | 'budget' | 'currency' | 'exchangeDate';
export type DrawFormProblems = Partial<Record<DrawField, string>>;

export type DrawFormResult =
  | { ok: true; input: DrawInput }
  | { ok: false; problems: DrawFormProblems };

const samePair = (a: Pair, b: Pair) => a[0] === b[0] && a[1] === b[1];

/** `pairs` with `added` put in, each pair once. */
export function withPairs(pairs: readonly Pair[], added: readonly Pair[]): Pair[] {
  const all = [...pairs];
  for (const pair of added) if (!all.some((kept) => samePair(kept, pair))) all.push(pair);
  return all;
}

/** `pairs` without `removed`. */
export function withoutPairs(pairs: readonly Pair[], removed: readonly Pair[]): Pair[] {
  return pairs.filter((pair) => !removed.some((gone) => samePair(gone, pair)));
}

/** The exclusions still among `people`: someone unticked takes theirs out with them. */
export function pairsAmong(pairs: readonly Pair[], people: readonly string[]): Pair[] {
  return pairs.filter(([giver, receiver]) => people.includes(giver) && people.includes(receiver));
}

/**
 * The exclusions as a person reads them: a pair kept apart both ways is one row ("Ann and Ben
 * never draw each other"), the rest one way each, in the order they were added.
 */
export function exclusionRows(pairs: readonly Pair[]): { pairs: Pair[]; mutual: boolean }[] {
  const rows: { pairs: Pair[]; mutual: boolean }[] = [];
  for (const pair of pairs) {
    const back: Pair = [pair[1], pair[0]];
    if (rows.some((row) => row.pairs.some((shown) => samePair(shown, pair)))) continue;
    const mutual = pairs.some((other) => samePair(other, back));
    rows.push({ pairs: mutual ? [pair, back] : [pair], mutual });
  }
  return rows;
}

/**
 * D1's body from the form: a name (trimmed, as a list's), 2 or more participants, the
 * exclusions among them, and a budget (0 or more, with its currency), and an exchange day when
 * given. Every refused field is named, so each shows its own message.
 */
export function formToDraw(values: DrawFormValues): DrawFormResult {
  const problems: DrawFormProblems = {};
  const name = values.name.trim();
  if (!name) problems.name = t('draws.form.nameRequired');
  if (values.participantIds.length < 2) problems.participants = t('draws.form.tooFew');
  const budgetText = values.budget.trim().replace(',', '.');
  const budget = budgetText === '' ? null : Number(budgetText);
  if (budget !== null && !(Number.isFinite(budget) && budget >= 0 && budget <= LIMITS.priceMax))
    problems.budget = t('draws.form.budgetProblem');
  const currency = toCurrencyCode(values.currency);
  if (budget !== null && !currency) problems.currency = currencyProblem();
  const day = values.exchangeDate.trim();
  // A browser without a date picker shows a text box; the server wants `YYYY-MM-DD`.
  if (day !== '' && !isCalendarDate(day)) problems.exchangeDate = t('draws.form.badDate');
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    input: {
      name,
      participantIds: [...values.participantIds],
      exclusions: pairsAmong(values.exclusions, values.participantIds).map((pair) => [...pair]),
      ...(budget === null ? {} : { budget, currency }),
      ...(day ? { exchangeDate: day } : {}),
    },
  };
}
