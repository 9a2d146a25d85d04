import { formatDay } from '../../../lib/format';

/** What surprise mode does, in one line: beside the checkbox wherever the owner sets it. */
export const SURPRISE_HINT = 'Hide who claimed what from you until the day after the event.';

/** "until the day after the event (Dec 24, 2026)", or, with no date, until it is turned off. */
export function hiddenUntil(eventDate: string | null): string {
  return eventDate
    ? `until the day after the event (${formatDay(eventDate)})`
    : 'until you turn it off';
}
