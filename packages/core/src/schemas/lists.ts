import { z } from 'zod';
import { ITEM_TYPES, LIMITS } from '../limits.js';
import { isCalendarDate } from '../rules/surprise.js';
import {
  type Body,
  idParam,
  nameString,
  optionalHttpUrl,
  optionalText,
  textString,
  typeError,
} from './fields.js';

// Names and categories are single lines; descriptions may span lines (rules/text.ts).
const listName = nameString(
  'Name',
  { length: 1, message: 'Name is required' },
  { length: LIMITS.listNameMax, message: `Name must be at most ${LIMITS.listNameMax} characters` },
);

const listDescription = optionalText('Description', LIMITS.listDescriptionMax, 'block');

/** How many of one thing: a whole number from 1 to 99 (G2). */
function quantityField(label: string) {
  return z
    .number({ error: typeError(label, 'a whole number') })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(LIMITS.quantityMax, `${label} must be at most ${LIMITS.quantityMax}`);
}

/** Surprise mode (G1): on or off; absent leaves it as it is (off for a new list). */
const surpriseField = z.boolean({ error: 'Surprise must be true or false' });

/** The event's day, `YYYY-MM-DD`; null (or "") for none. */
const eventDateField = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string({ error: typeError('Event date', 'a date written YYYY-MM-DD, or null') })
    .refine(isCalendarDate, 'Event date must be a real date written YYYY-MM-DD')
    .nullable(),
);

export const itemInput = z.object({
  _id: idParam.optional(),
  name: nameString(
    'Item name',
    { length: 1, message: 'Item name is required' },
    {
      length: LIMITS.itemNameMax,
      message: `Item name must be at most ${LIMITS.itemNameMax} characters`,
    },
  ),
  description: optionalText('Description', LIMITS.itemTextMax, 'block'),
  category: optionalText('Category', LIMITS.itemTextMax, 'line'),
  price: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z
      .number({ error: typeError('Price', 'a number') })
      .finite('Price must be a finite number')
      .min(0, 'Price must be at least 0')
      .max(LIMITS.priceMax, 'Price must be at most 1000000000')
      .optional(),
  ),
  affiliateLink: optionalHttpUrl('Link'),
  imageUrl: optionalHttpUrl('Image URL'),
  type: z.enum(ITEM_TYPES, { error: "Type must be 'want' or 'have'" }).default('want'),
  // Absent: 1 for a new item, unchanged for a known one (a client that knows nothing of
  // quantities never resets them).
  quantity: z.preprocess(
    (value) => (value === null ? undefined : value),
    quantityField('Quantity').optional(),
  ),
});
export type ItemInput = z.infer<typeof itemInput>;
export type ItemBody = Body<ItemInput>;

export const createListInput = z.object({
  name: listName,
  description: listDescription,
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).default(false),
  surprise: surpriseField.default(false),
  eventDate: eventDateField.optional().transform((value) => value ?? null),
});
export type CreateListInput = z.infer<typeof createListInput>;
export type CreateListBody = Body<CreateListInput>;

export const updateListInput = z.object({
  name: listName.optional(),
  description: z.preprocess(
    // On update, "" and null clear the description, so they are kept as null.
    (value) => (value === '' ? null : value),
    textString('Description', 'block')
      .max(
        LIMITS.listDescriptionMax,
        `Description must be at most ${LIMITS.listDescriptionMax} characters`,
      )
      .nullable()
      .optional(),
  ),
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).optional(),
  surprise: surpriseField.optional(),
  eventDate: eventDateField.optional(),
  items: z
    .array(itemInput, { error: typeError('Items', 'an array') })
    .max(LIMITS.itemsPerList, `A list can hold at most ${LIMITS.itemsPerList} items`)
    .optional(),
});
export type UpdateListInput = z.infer<typeof updateListInput>;
export type UpdateListBody = Body<Omit<UpdateListInput, 'items'>> & { items?: ItemBody[] };

/** `mark-bought`'s optional body (G2): how many to claim, 1 when absent. */
export const claimInput = z.object({ quantity: quantityField('Quantity').default(1) });
export type ClaimInput = z.infer<typeof claimInput>;

/**
 * `unmark-bought`'s optional body (G2): whose claim to remove. Absent: the caller's own, or
 * for the list's owner every claim.
 */
export const unclaimInput = z.object({
  userId: idParam.optional(),
});
export type UnclaimInput = z.infer<typeof unclaimInput>;

export const inviteInput = z.object({
  emails: z
    .array(z.unknown(), { error: typeError('Emails', 'an array of addresses') })
    .min(1, 'Please enter at least one email address')
    .max(
      LIMITS.invitesPerCall,
      `At most ${LIMITS.invitesPerCall} addresses can be invited at once`,
    ),
});
export type InviteInput = z.infer<typeof inviteInput>;

export const scrapeInput = z.object({
  url: textString('URL').min(1, 'URL is required').max(LIMITS.linkMax, 'URL is too long'),
});
export type ScrapeInput = z.infer<typeof scrapeInput>;
