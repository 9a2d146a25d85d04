import { z } from 'zod';
import { ITEM_TYPES } from '../limits.js';
import { errorAnswer } from './error-answer.js';
import { dayOrNone, isoTime } from './times.js';

/** An item's own currency (L2), or null: the list's. */
const itemCurrency = z
  .string()
  .nullable()
  .describe(
    'ISO 4217 code of the price when it is not the list’s currency; null: in the list’s ' +
      'currency, following it.',
  );

/** Someone named on a list: an owner, a claimer. */
const person = z.object({ _id: z.string(), name: z.string() });

export const buyer = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z
      .string()
      .nullable()
      .describe("Shown to the list's owner and to the buyer themselves; null for everyone else."),
  })
  .meta({ id: 'Buyer', description: 'The last claimer of an item all of which is claimed.' });
export type Buyer = z.infer<typeof buyer>;

/** One person's claim on an item (G2): how many of it they will give, and since when. */
export const claim = z
  .object({ user: person, quantity: z.number().int(), at: isoTime })
  .meta({ id: 'Claim', description: 'One person’s claim on an item (G2).' });
export type Claim = z.infer<typeof claim>;

/** A3: one giver's pledge toward a group gift. */
export const pledge = z
  .object({ user: person, amount: z.number() })
  .meta({ id: 'Pledge', description: 'One giver’s pledge toward a group gift (A3).' });
export type Pledge = z.infer<typeof pledge>;

export const item = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    category: z.string().nullable(),
    price: z.number().nullable().describe('In `currency`, or the list’s when that is null.'),
    affiliateLink: z.string().nullable(),
    imageUrl: z.string().nullable(),
    type: z.enum(ITEM_TYPES),
    createdAt: isoTime,
    updatedAt: isoTime,
    boughtBy: buyer.nullable().describe('Set once `claimed` reaches `quantity`: the last claimer.'),
    boughtAt: isoTime.nullable().describe('When `claimed` reached `quantity`.'),
    quantity: z.number().int().describe('How many the owner would like (1-99).'),
    claimed: z.number().int().describe("The sum of the claims' quantities."),
    claims: z
      .array(claim)
      .describe('Oldest first. Empty, with `claimed` 0, for an owner in surprise mode.'),
    priority: z.number().int().describe('0 (no mark) to 3, "most wanted" (L1).'),
    currency: itemCurrency,
    hidden: z
      .literal(true)
      .optional()
      .describe("A4: only on a private item, which only the list's owner side sees."),
    received: z
      .literal(true)
      .optional()
      .describe('A1: only on an item its owner marked received: nobody claims it any more.'),
    groupGift: z
      .literal(true)
      .optional()
      .describe('A3: only on a group gift, which takes pledges instead of claims.'),
    pledged: z
      .number()
      .optional()
      .describe(
        'A3, on a group gift: the sum of its pledges. Not shown to an owner in surprise mode. ' +
          'The item counts as claimed (`claimed` = `quantity`) once it reaches `price`.',
      ),
    pledges: z
      .array(pledge)
      .optional()
      .describe('A3, on a group gift, for givers only: who pledged how much, oldest first.'),
    anyOf: z
      .string()
      .optional()
      .describe('A5: the alternatives group: items sharing it are "any one of these".'),
    covered: z
      .literal(true)
      .optional()
      .describe(
        'A5: another item of its group is claimed (or received), so this one takes no claim.',
      ),
  })
  .meta({ id: 'Item', description: 'An item as the caller may see it.' });
export type Item = z.infer<typeof item>;

/**
 * A claim refused because too little of the item is left (`ALREADY_BOUGHT`, `NOT_ENOUGH_LEFT`)
 * or another of its alternatives is taken (`COVERED`):
 * the error, and the item as the caller may see it now, so a card can show who got there first.
 */
export const claimRefusal = errorAnswer
  .extend({
    item: item
      .optional()
      .describe(
        'With `ALREADY_BOUGHT`, `NOT_ENOUGH_LEFT` and `COVERED`: the item as the caller may see it now ' +
          '(as `GET /api/lists/{id}` shows it to them).',
      ),
  })
  .meta({
    id: 'ClaimRefusal',
    description: 'A refused claim: what went wrong, a stable code, and the item as it is now.',
  });
export type ClaimRefusal = z.infer<typeof claimRefusal>;

export const wishList = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    isPublic: z.boolean(),
    userId: person.describe('The owner.'),
    items: z.array(item),
    invitationCount: z.number().int(),
    createdAt: isoTime,
    updatedAt: isoTime,
    surprise: z
      .boolean()
      .describe(
        'Surprise mode (G1): the owner sees no claim until the day after `eventDate` (UTC).',
      ),
    eventDate: dayOrNone,
    surpriseActive: z
      .boolean()
      .describe(
        "Whether surprise mode hides the claims from the owner today, by the server's clock.",
      ),
    currency: z.string().describe("ISO 4217 code of the list's prices (L2), USD unless chosen."),
    archived: z.boolean().describe('L3: read-only for everyone.'),
    circles: z
      .array(z.object({ _id: z.string(), name: z.string() }))
      .describe('C3: the circles the list is shared into; for its owner only, [] for others.'),
    coOwners: z
      .array(z.object({ _id: z.string(), name: z.string() }))
      .describe('C5: who else has owner rights; for the owner and co-owners, [] for others.'),
    owner: z
      .object({ _id: z.string(), name: z.string(), managed: z.literal(true) })
      .optional()
      .describe('C4: only on a list of a managed member (a child): that member.'),
    managers: z
      .array(z.object({ _id: z.string(), name: z.string() }))
      .optional()
      .describe('C4: only on a list of a managed member: who keeps them (and so the list).'),
    version: z
      .number()
      .int()
      .describe(
        'Goes up with each change the owner saves; a PUT that sends the version it read is ' +
          'refused (409 `stale`) when another save came first.',
      ),
  })
  .meta({ id: 'WishList', description: 'A list and its items, as the caller may see them.' });
export type WishList = z.infer<typeof wishList>;

export const wishLists = z.array(wishList);

/** A list shared with the caller (`GET /api/lists/shared-lists`), with how it reached them. */
export const sharedWishList = wishList
  .extend({
    viaCircles: z
      .array(z.object({ _id: z.string(), name: z.string() }))
      .describe(
        "The caller's circles the list is shared into (C3), by name; [] when only an " +
          'invitation brought it.',
      ),
  })
  .meta({
    id: 'SharedWishList',
    description: 'A list shared with the caller, as a giver sees it.',
  });
export type SharedWishList = z.infer<typeof sharedWishList>;
export const sharedWishLists = z.array(sharedWishList);

/** L4: the item as created on the target list, and that list. */
export const copyItemResult = z
  .object({ item, list: wishList })
  .meta({ id: 'CopyItemResult', description: 'The item as created on the target list (L4).' });
export type CopyItemResult = z.infer<typeof copyItemResult>;

/** L5: the fields of an item in an export (and an import): no ids, no claims. */
export const exportedItem = z
  .object({
    name: z.string(),
    description: z.string().nullable(),
    category: z.string().nullable(),
    price: z.number().nullable(),
    affiliateLink: z.string().nullable(),
    imageUrl: z.string().nullable(),
    type: z.enum(ITEM_TYPES),
    priority: z.number().int(),
    quantity: z.number().int(),
    currency: itemCurrency,
    hidden: z.literal(true).optional().describe('A4: only on a private item.'),
    groupGift: z.literal(true).optional().describe('A3: only on a group gift (never its pledges).'),
    anyOf: z.string().optional().describe('A5: only on one of alternatives: its group.'),
  })
  .meta({
    id: 'ExportedItem',
    description:
      'An item in an export (L5): no ids, no claims, no pledges. A4-A5 settings only when set, ' +
      'so a list that uses none exports as before them.',
  });
export type ExportedItem = z.infer<typeof exportedItem>;

/** L5: a list as `GET /api/lists/{id}/export?format=json` writes it, and import reads it. */
export const listExport = z
  .object({
    name: z.string(),
    description: z.string().nullable(),
    isPublic: z.boolean(),
    surprise: z.boolean(),
    eventDate: dayOrNone,
    currency: z.string(),
    items: z.array(exportedItem),
  })
  .meta({ id: 'ListExport', description: 'A list as an export writes it and an import reads it.' });
export type ListExport = z.infer<typeof listExport>;

/** G3: one of the caller's claims, with the list it is on. */
export const myClaim = z
  .object({
    list: z.object({
      _id: z.string(),
      name: z.string(),
      owner: person,
      eventDate: dayOrNone,
      currency: z
        .string()
        .describe(
          "The list's currency (L2): the item's price is in it when `item.currency` is null.",
        ),
      visible: z
        .boolean()
        .describe(
          'False when the caller may no longer see the list (their invitation was revoked; ' +
            'only with `include=lost`): the claim stays theirs until they give it back, and ' +
            "the item shows no one else's claims.",
        ),
    }),
    item,
    quantity: z.number().int(),
    at: isoTime,
  })
  .meta({ id: 'MyClaim', description: "One of the caller's claims, with its list (G3)." });
export type MyClaim = z.infer<typeof myClaim>;

export const myClaims = z.array(myClaim);

/** Quick Add (Q1): what a product page says, cut to the item form's lengths. */
export const scrapeResult = z
  .object({
    title: z.string(),
    description: z.string(),
    price: z.string(),
    category: z.string(),
    url: z.string(),
    images: z.array(z.string()),
    currency: z
      .string()
      .describe('ISO 4217 code of the page’s price, or "" when the page states none (L2, Q1).'),
  })
  .meta({ id: 'ScrapeResult', description: 'What a product page says, for a new item (Q1).' });
export type ScrapeResult = z.infer<typeof scrapeResult>;

/** A1: an item its owner marked received, on their Received page. */
export const receivedItem = z
  .object({
    item,
    list: z.object({ _id: z.string(), name: z.string() }),
    receivedAt: isoTime,
    note: z.string().nullable().describe('The owner\'s own note ("got it elsewhere").'),
    thanked: z.boolean(),
    givers: z
      .array(z.object({ _id: z.string(), name: z.string() }))
      .describe('Who claimed it: [] while surprise mode hides them, or when nobody did.'),
  })
  .meta({ id: 'ReceivedItem', description: 'An item marked received (A1).' });
export type ReceivedItem = z.infer<typeof receivedItem>;
