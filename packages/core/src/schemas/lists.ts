import { z } from 'zod';
import { ITEM_TYPES, LIMITS } from '../limits.js';
import { DEFAULT_CURRENCY, isCurrencyCode } from '../rules/price.js';
import { isCalendarDate } from '../rules/surprise.js';
import { circleIdsField, coOwnerIdsField } from './circles.js';
import {
  atLeast,
  atMost,
  atMostCharacters,
  type Body,
  EXPECTED,
  idParam,
  nameString,
  optionalHttpUrl,
  optionalText,
  orNull,
  requiredMessage,
  textString,
  trueOrFalse,
  typeError,
  wholeNumber,
} from './fields.js';
import { keyed, labelled } from './keyed-texts.js';

const listFull = keyed(
  `A list can hold at most ${LIMITS.itemsPerList} items`,
  'server.lists.full',
  {
    max: LIMITS.itemsPerList,
  },
);

// Names and categories are single lines; descriptions may span lines (rules/text.ts).
const listName = nameString(
  'Name',
  { length: 1, message: requiredMessage('Name') },
  { length: LIMITS.listNameMax, message: atMostCharacters('Name', LIMITS.listNameMax) },
);

const listDescription = optionalText('Description', LIMITS.listDescriptionMax, 'block');

/** How many of one thing: a whole number from 1 to 99 (G2). */
function quantityField(label: string) {
  return z
    .number({ error: typeError(label, EXPECTED.wholeNumber) })
    .int(wholeNumber(label))
    .min(1, atLeast(label, 1))
    .max(LIMITS.quantityMax, atMost(label, LIMITS.quantityMax));
}

/** How much the owner wants an item: 0 (no mark) to 3, "most wanted" (L1). */
const priorityField = z
  .number({ error: typeError('Priority', EXPECTED.priority) })
  .int(wholeNumber('Priority'))
  .min(0, atLeast('Priority', 0))
  .max(LIMITS.priorityMax, atMost('Priority', LIMITS.priorityMax));

/** The list's currency (L2): an ISO 4217 code, upper-cased ("eur" is EUR). */
export const currencyField = z
  .string({ error: typeError('Currency', EXPECTED.currency) })
  .trim()
  .toUpperCase()
  .refine(
    isCurrencyCode,
    keyed(
      'Currency must be a three-letter ISO 4217 code such as USD or EUR',
      'server.validation.currencyCode',
    ),
  );

/**
 * An item's own currency (L2): a code when its price is in another currency than the list's;
 * null (or "") when it is in the list's, following it. Absent keeps a known item's.
 */
const itemCurrencyField = z.preprocess(
  (value) => (value === '' ? null : value),
  currencyField.nullable(),
);

/** Surprise mode (G1): on or off; absent leaves it as it is (off for a new list). */
const surpriseField = z.boolean({ error: trueOrFalse('Surprise') });

/** The event's day, `YYYY-MM-DD`; null (or "") for none. */
export const eventDateField = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string({ error: typeError('Event date', EXPECTED.date) })
    .refine(
      isCalendarDate,
      keyed('Event date must be a real date written YYYY-MM-DD', 'server.validation.realDate'),
    )
    .nullable(),
);

export const itemInput = z.object({
  _id: idParam.optional(),
  name: nameString(
    'Item name',
    { length: 1, message: requiredMessage('Item name') },
    { length: LIMITS.itemNameMax, message: atMostCharacters('Item name', LIMITS.itemNameMax) },
  ),
  description: optionalText('Description', LIMITS.itemTextMax, 'block'),
  category: optionalText('Category', LIMITS.itemTextMax, 'line'),
  price: z
    .preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z
        .number({ error: typeError('Price', EXPECTED.number) })
        .finite(
          keyed('Price must be a finite number', 'server.validation.finite', {
            label: labelled('Price'),
          }),
        )
        .min(0, atLeast('Price', 0))
        .max(LIMITS.priceMax, atMost('Price', LIMITS.priceMax))
        .optional(),
    )
    .meta(orNull('number')),
  affiliateLink: optionalHttpUrl('Link'),
  imageUrl: optionalHttpUrl('Image URL'),
  type: z
    .enum(ITEM_TYPES, {
      error: keyed("Type must be 'want' or 'have'", 'server.validation.itemType'),
    })
    .default('want'),
  // Absent: 1 for a new item, unchanged for a known one (a client that knows nothing of
  // quantities never resets them).
  quantity: z
    .preprocess(
      (value) => (value === null ? undefined : value),
      quantityField('Quantity').optional(),
    )
    .meta(orNull('integer')),
  // Absent: 0 for a new item, unchanged for a known one, as for the quantity.
  /** A4: the owner's side only (a draft, an idea); absent keeps a known item's. */
  hidden: z.boolean({ error: trueOrFalse('Hidden') }).optional(),
  /** A3: takes pledges instead of claims; absent keeps a known item's. */
  groupGift: z.boolean({ error: trueOrFalse('Group gift') }).optional(),
  /**
   * A5: items of a list sharing this short name are "any one of these"; null (or "") takes the
   * item out of its group, absent keeps a known item's.
   */
  anyOf: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      textString('Any of')
        .max(LIMITS.anyOfMax, atMostCharacters('Any of', LIMITS.anyOfMax))
        .nullable()
        .optional(),
    )
    .meta(orNull('string')),
  priority: z
    .preprocess((value) => (value === null ? undefined : value), priorityField.optional())
    .meta(orNull('integer')),
  // Absent: the list's for a new item, unchanged for a known one. The list's own code is kept
  // as null, so the item goes on following the list.
  currency: itemCurrencyField.optional(),
});
export type ItemInput = z.infer<typeof itemInput>;
export type ItemBody = Body<ItemInput>;

export const createListInput = z.object({
  name: listName,
  description: listDescription,
  isPublic: z.boolean({ error: trueOrFalse('isPublic') }).default(false),
  surprise: surpriseField.default(false),
  eventDate: eventDateField.optional().transform((value) => value ?? null),
  currency: currencyField.default(DEFAULT_CURRENCY),
  /** C4: a list for a managed member the caller keeps (a child's), owned by them. */
  ownerId: z.string({ error: typeError('ownerId', EXPECTED.string) }).optional(),
});
export type CreateListInput = z.infer<typeof createListInput>;
/** The spec's `{name, description?, isPublic}`; what the extensions add, only when chosen. */
export type CreateListBody = Omit<
  Body<CreateListInput>,
  'surprise' | 'eventDate' | 'currency' | 'ownerId'
> &
  Partial<Pick<CreateListInput, 'surprise' | 'eventDate' | 'currency' | 'ownerId'>>;

export const updateListInput = z.object({
  name: listName.optional(),
  description: z.preprocess(
    // On update, "" and null clear the description, so they are kept as null.
    (value) => (value === '' ? null : value),
    textString('Description', 'block')
      .max(LIMITS.listDescriptionMax, atMostCharacters('Description', LIMITS.listDescriptionMax))
      .nullable()
      .optional(),
  ),
  isPublic: z.boolean({ error: trueOrFalse('isPublic') }).optional(),
  surprise: surpriseField.optional(),
  eventDate: eventDateField.optional(),
  currency: currencyField.optional(),
  /** L3: true archives (claims go), false restores; an archived list takes no other change. */
  archived: z.boolean({ error: trueOrFalse('Archived') }).optional(),
  /** C3: the circles (of the caller's) the list is shared into, replacing those it was. */
  circleIds: circleIdsField.optional(),
  /** C5: the people (sharing a circle with the owner) given owner rights, replacing those before. */
  coOwnerIds: coOwnerIdsField.optional(),
  /**
   * The list's `version` as the client last read it: when given and no longer current, the
   * change is refused (409 `stale`) and nothing written, so a save from a stale page never
   * drops an item added meanwhile.
   */
  version: z
    .number({ error: typeError('Version', EXPECTED.wholeNumber) })
    .int(wholeNumber('Version'))
    .min(0, atLeast('Version', 0))
    .optional(),
  items: z
    .array(itemInput, { error: typeError('Items', EXPECTED.array) })
    .max(LIMITS.itemsPerList, listFull)
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

/** L4: copy (or move) an item to another list of the same owner. */
export const copyItemInput = z.object({
  toListId: idParam,
  move: z.boolean({ error: trueOrFalse('Move') }).default(false),
});
export type CopyItemInput = z.infer<typeof copyItemInput>;

/** L5: what an export is written as. */
export const exportQuery = z.object({
  format: z
    .enum(['json', 'csv'], {
      error: keyed("Format must be 'json' or 'csv'", 'server.validation.exportFormat'),
    })
    .default('json'),
});

/** L5: the CSV's header row, in this order; an import takes the columns in any order. */
export const CSV_COLUMNS = [
  'name',
  'description',
  'category',
  'price',
  'link',
  'image',
  'type',
  'priority',
  'quantity',
] as const;

/**
 * Columns an import also takes, beyond L5's: `currency`, an item's own (empty: the list's). An
 * export writes it last, and only when some item has a currency of its own.
 */
export const CSV_EXTRA_COLUMNS = ['currency'] as const;

/** L5: an import from our JSON export: a new list and its items (ids and claims never travel). */
export const importListInput = z.object({
  name: listName,
  description: listDescription,
  isPublic: z.boolean({ error: trueOrFalse('isPublic') }).default(false),
  surprise: surpriseField.default(false),
  eventDate: eventDateField.optional().transform((value) => value ?? null),
  currency: currencyField.default(DEFAULT_CURRENCY),
  items: z
    .array(z.unknown(), { error: typeError('Items', EXPECTED.array) })
    .max(LIMITS.itemsPerList, listFull)
    .default([]),
});
export type ImportListInput = z.infer<typeof importListInput>;

/** L5: the query of a CSV import, which carries no list fields of its own. */
export const importQuery = z.object({
  name: z.preprocess((value) => (value === '' ? undefined : value), listName.optional()),
  currency: currencyField.optional(),
});

export const inviteInput = z.object({
  emails: z
    .array(z.unknown(), { error: typeError('Emails', EXPECTED.addresses) })
    .min(1, keyed('Please enter at least one email address', 'spec.enterOneEmail'))
    .max(
      LIMITS.invitesPerCall,
      keyed(
        `At most ${LIMITS.invitesPerCall} addresses can be invited at once`,
        'server.validation.tooManyAddresses',
        { max: LIMITS.invitesPerCall },
      ),
    ),
});
export type InviteInput = z.infer<typeof inviteInput>;
