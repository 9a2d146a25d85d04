import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { atMostCharacters, requiredMessage, textString } from './fields.js';
import { isoTime } from './times.js';

/** A2: a givers' note, as its author writes it: plain text, trimmed, line breaks kept. */
export const noteInput = z.object({
  text: textString('Note', 'block')
    .refine((text) => text.length > 0, requiredMessage('Note'))
    .max(LIMITS.noteMax, atMostCharacters('Note', LIMITS.noteMax)),
});
export type NoteInput = z.infer<typeof noteInput>;

/** A2: a note on an item, as the list's givers read it (its owner and co-owners never do). */
export const itemNote = z
  .object({
    _id: z.string(),
    author: z.object({ _id: z.string(), name: z.string() }).describe('Who wrote it.'),
    text: z.string(),
    createdAt: isoTime,
  })
  .meta({ id: 'ItemNote', description: 'A givers’ note on an item (A2).' });
export type ItemNote = z.infer<typeof itemNote>;
