import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { atLeast, atMost, EXPECTED, optionalText, trueOrFalse, typeError } from './fields.js';
import { item, myClaim } from './list-answers.js';
import { isoTime } from './times.js';

/** A1: the owner marks an item received (with an optional note), or not. */
export const receivedInput = z.object({
  received: z.boolean({ error: trueOrFalse('Received') }),
  note: optionalText('Note', LIMITS.listDescriptionMax, 'block'),
});
export type ReceivedInput = z.infer<typeof receivedInput>;

/** A1: whether the owner has thanked for a received item. */
export const thankedInput = z.object({ thanked: z.boolean({ error: trueOrFalse('Thanked') }) });

/** A3: one giver's pledge toward a group gift, in the item's currency; replaces their last. */
export const pledgeInput = z.object({
  amount: z
    .number({ error: typeError('Amount', EXPECTED.number) })
    .finite(atLeast('Amount', 0.01))
    .min(0.01, atLeast('Amount', 0.01))
    .max(LIMITS.priceMax, atMost('Amount', LIMITS.priceMax))
    // Kept in cents: a sum of pledges is exact, and reaching the price is never a rounding.
    .transform((amount) => Math.round(amount * 100) / 100),
});
export type PledgeInput = z.infer<typeof pledgeInput>;

/**
 * A3 beside G3: one of the caller's pledges toward a group gift, with its list, on lists they
 * can still see, and with `include=lost` on those they no longer may (`list.visible` false: the
 * pledge can only be withdrawn). My Gifts lists them under the claims.
 */
export const myPledge = z
  .object({
    list: myClaim.shape.list,
    item,
    amount: z.number().describe("The caller's pledge, in the item's price currency."),
    at: isoTime,
  })
  .meta({ id: 'MyPledge', description: "One of the caller's pledges, with its list (A3)." });
export type MyPledge = z.infer<typeof myPledge>;

export const myPledges = z.array(myPledge);
