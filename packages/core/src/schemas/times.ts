import { z } from 'zod';

/** A time the server wrote, ISO 8601 in UTC (`2026-05-01T09:30:00.000Z`). */
export const isoTime = z.string().meta({ format: 'date-time' });

/** A calendar day, `YYYY-MM-DD`, or null for none. */
export const dayOrNone = z.string().meta({ format: 'date' }).nullable();
