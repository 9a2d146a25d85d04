import type { Item } from '../schemas/list-answers.js';
import type { ItemBody } from '../schemas/lists.js';

/**
 * The `items` form of an item already in the list (optional fields absent when empty). Its
 * quantity, priority and own currency go back with it, so that changing or deleting another
 * item leaves it as it is.
 */
export function toItemBody(item: Item): ItemBody {
  const payload: ItemBody = {
    _id: item._id,
    name: item.name,
    type: item.type,
    quantity: item.quantity,
    priority: item.priority,
  };
  if (item.description) payload.description = item.description;
  if (item.category) payload.category = item.category;
  if (item.price !== null) payload.price = item.price;
  if (item.affiliateLink) payload.affiliateLink = item.affiliateLink;
  if (item.imageUrl) payload.imageUrl = item.imageUrl;
  if (item.currency) payload.currency = item.currency;
  return payload;
}
