/**
 * Surprise mode (G1): while a list's surprise is on and its event has not passed, its owner sees
 * no claim. The event has passed from the day after `eventDate`, in UTC, so everyone, wherever
 * they are, sees the reveal at the same moment.
 */
export interface SurpriseSettings {
  surprise: boolean;
  /** `YYYY-MM-DD`, or null for no date (hidden until surprise is turned off). */
  eventDate: string | null;
}

/** Today's date in UTC as `YYYY-MM-DD`. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whether claims are hidden from the list's owner on `today` (`YYYY-MM-DD`, UTC). */
export function isSurpriseActive(list: SurpriseSettings, today: string): boolean {
  // Dates in YYYY-MM-DD order as strings do.
  return list.surprise && (list.eventDate === null || today <= list.eventDate);
}

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const parts = DATE_SHAPE.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
