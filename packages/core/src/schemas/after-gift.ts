import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { optionalText, trueOrFalse } from './fields.js';

/** A1: the owner marks an item received (with an optional note), or not. */
export const receivedInput = z.object({
  received: z.boolean({ error: trueOrFalse('Received') }),
  note: optionalText('Note', LIMITS.listDescriptionMax, 'block'),
});
export type ReceivedInput = z.infer<typeof receivedInput>;

/** A1: whether the owner has thanked for a received item. */
export const thankedInput = z.object({ thanked: z.boolean({ error: trueOrFalse('Thanked') }) });
