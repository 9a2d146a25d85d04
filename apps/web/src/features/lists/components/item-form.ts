import type { Item, ItemBody, ItemType } from '@wishlist/core';
import { isHttpUrl, LIMITS } from '@wishlist/core';
import { giftT } from '../after-gift-i18n';
import { t } from '../i18n';
import { currencyProblem, toCurrencyCode } from './currency';

/** What the add/edit form holds: every field as typed, price and quantity as text. */
export interface ItemFormValues {
  name: string;
  description: string;
  category: string;
  price: string;
  affiliateLink: string;
  imageUrl: string;
  type: ItemType;
  /** How many the owner would like (G2). */
  quantity: string;
  /** How much they want it (L1): '0' (no mark) to '3' (most wanted). */
  priority: string;
  /** A4: kept to the owner's side (a draft, an idea); givers never get it. */
  hidden: boolean;
  /** A3: takes pledges toward its price instead of claims. */
  groupGift: boolean;
  /** A5: the alternatives group it belongs to ("any one of these"); '' for none. */
  anyOf: string;
}

export const emptyItemForm: ItemFormValues = {
  name: '',
  description: '',
  category: '',
  price: '',
  affiliateLink: '',
  imageUrl: '',
  type: 'want',
  quantity: '1',
  priority: '0',
  hidden: false,
  groupGift: false,
  anyOf: '',
};

export function itemToForm(item: Item): ItemFormValues {
  return {
    name: item.name,
    description: item.description ?? '',
    category: item.category ?? '',
    price: item.price === null ? '' : String(item.price),
    affiliateLink: item.affiliateLink ?? '',
    imageUrl: item.imageUrl ?? '',
    type: item.type,
    quantity: String(item.quantity),
    priority: String(item.priority),
    hidden: item.hidden === true,
    groupGift: item.groupGift === true,
    anyOf: item.anyOf ?? '',
  };
}

/** The fields whose value can be refused, each with its own message under it. */
export type ItemField =
  | 'name'
  | 'quantity'
  | 'price'
  | 'currency'
  | 'affiliateLink'
  | 'imageUrl'
  | 'anyOf';
export type ItemFormProblems = Partial<Record<ItemField, string>>;

export type ItemFormResult =
  | { ok: true; item: ItemBody }
  | { ok: false; problems: ItemFormProblems };

/** Whether the form holds anything other than `baseline` (what it opened with). */
export function itemFormChanged(values: ItemFormValues, baseline: ItemFormValues): boolean {
  return (Object.keys(baseline) as Array<keyof ItemFormValues>).some(
    (field) => values[field] !== baseline[field],
  );
}

/** The currency the form's price is in (L2), beside the list's and the item's own so far. */
export interface FormCurrency {
  /** As chosen or typed in the form. */
  chosen: string;
  list: string;
  /** The edited item's own currency; null for one in the list's, and for a new item. */
  own: string | null;
}

/** What the form is saved over: the edited item, or none for a new one. */
export interface FormBaseline {
  /** The edited item was private (A4): unticking then sends `hidden: false`. */
  wasHidden: boolean;
  /** The edited item was a group gift (A3): unticking then sends `groupGift: false`. */
  wasGroupGift?: boolean;
  /** The edited item was in an alternatives group (A5): emptying the field then sends "". */
  hadAnyOf?: boolean;
}

/**
 * Spec section 5: name required and trimmed; price numeric (step 0.01); links must be URLs;
 * type want or have; optional fields are absent when empty. The quantity (G2) and the priority
 * (L1) are always sent, so saving an item can never leave it otherwise than the form showed.
 * `currency` (L2) is sent when the price is in another than the list's, and as null to bring
 * an item back to the list's; an item in the list's currency is sent as the spec's app sends it.
 * `hidden` (A4), `groupGift` (A3) and `anyOf` (A5) only when they say something, so every other
 * item is sent as before them. A group gift needs a price, and is no alternative: said at the
 * field, before sending.
 * Every refused field is named, so each shows its own message.
 */
export function formToItem(
  values: ItemFormValues,
  currency: FormCurrency,
  baseline: FormBaseline = { wasHidden: false },
): ItemFormResult {
  const problems: ItemFormProblems = {};
  const name = values.name.trim();
  if (!name) problems.name = t('lists.form.nameRequired');
  const quantityText = values.quantity.trim();
  const quantity = Number(quantityText);
  if (!/^\d+$/.test(quantityText) || quantity < 1 || quantity > LIMITS.quantityMax) {
    problems.quantity = t('lists.form.quantityProblem', { max: LIMITS.quantityMax });
  }
  const item: ItemBody = {
    name,
    type: values.type === 'have' ? 'have' : 'want',
    quantity,
    priority: toPriority(values.priority),
  };
  // A4: sent when ticked, and when unticked on an item that was private; otherwise left out, as
  // before private items (the server keeps a known item's own).
  if (values.hidden) item.hidden = true;
  else if (baseline.wasHidden) item.hidden = false;
  if (values.groupGift) item.groupGift = true;
  else if (baseline.wasGroupGift) item.groupGift = false;
  const anyOf = values.anyOf.trim();
  // The server refuses both at once: the pledges would fund an item a sibling's claim covers.
  if (anyOf && values.groupGift) problems.anyOf = giftT('lists.anyOf.notWithGroupGift');
  else if (anyOf) item.anyOf = anyOf;
  else if (baseline.hadAnyOf) item.anyOf = '';
  const description = values.description.trim();
  if (description) item.description = description;
  const category = values.category.trim();
  if (category) item.category = category;
  const priceText = values.price.trim();
  if (priceText) {
    const price = Number(priceText);
    if (!Number.isFinite(price) || price < 0) problems.price = t('lists.form.priceProblem');
    else item.price = Math.round(price * 100) / 100;
  } else if (values.groupGift) {
    // The server would refuse it too; said here, where the price is typed.
    problems.price = giftT('lists.groupGift.needsPrice');
  }
  const code = toCurrencyCode(currency.chosen);
  if (!code) problems.currency = currencyProblem();
  else if (code !== currency.list) item.currency = code;
  else if (currency.own !== null) item.currency = null;
  const link = values.affiliateLink.trim();
  if (link) {
    if (isHttpUrl(link)) item.affiliateLink = link;
    else problems.affiliateLink = t('lists.form.linkProblem');
  }
  const imageUrl = values.imageUrl.trim();
  if (imageUrl) {
    if (isHttpUrl(imageUrl)) item.imageUrl = imageUrl;
    else problems.imageUrl = t('lists.form.imageProblem');
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, item };
}

/** The form's priority as a level 0-3; anything else (never offered by the form) is 0. */
function toPriority(value: string): number {
  const level = Number(value);
  return Number.isInteger(level) && level >= 0 && level <= LIMITS.priorityMax ? level : 0;
}
