/**
 * What the popup's form starts from: the product Quick Add read (or nothing, when it failed),
 * and the item it saves. The same rules as the web app's Quick Add: a price keeps only digits
 * and dots (spec section 5), an empty field is sent as absent (spec section 5).
 */
import { digitsAndDots, type ItemBody, LIMITS, type ScrapeResult } from '@wishlist/core';

export interface ItemDraft {
  name: string;
  price: string;
  description: string;
  /** The page's currency (an ISO code), or '' for the list's. */
  currency: string;
  link: string;
  /** Images a person may pick from, each once; '' in `image` is none. */
  images: string[];
  image: string;
}

const httpOnly = (value: string) => (/^https?:\/\//i.test(value) ? value : '');

export function draftFromScrape(result: ScrapeResult, pageUrl: string): ItemDraft {
  const images = [...new Set(result.images.map(httpOnly).filter(Boolean))];
  const currency = /^[A-Z]{3}$/.test(result.currency) ? result.currency : '';
  return {
    name: result.title.slice(0, LIMITS.itemNameMax),
    price: digitsAndDots(result.price),
    description: result.description.slice(0, LIMITS.itemTextMax),
    currency,
    link: httpOnly(result.url) || pageUrl,
    images,
    image: images[0] ?? '',
  };
}

/** The form with only the link, when Quick Add failed (spec sections 4 and 8). */
export function linkOnlyDraft(pageUrl: string): ItemDraft {
  return {
    name: '',
    price: '',
    description: '',
    currency: '',
    link: pageUrl,
    images: [],
    image: '',
  };
}

/** Whether the page gave nothing a person would call a product (docs/decisions/024). */
export const foundNothing = (draft: ItemDraft) =>
  !draft.name && !draft.price && draft.images.length === 0;

/** The item to save from the form's fields; absent where empty. */
export function itemFromForm(draft: ItemDraft): ItemBody {
  const item: ItemBody = { name: draft.name.trim(), type: 'want' };
  const description = draft.description.trim();
  if (description) item.description = description;
  const price = Number.parseFloat(draft.price);
  if (draft.price.trim() && Number.isFinite(price)) item.price = price;
  if (draft.link) item.affiliateLink = draft.link;
  if (draft.image) item.imageUrl = draft.image;
  if (draft.currency) item.currency = draft.currency;
  return item;
}
