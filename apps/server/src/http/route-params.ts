import { idParam } from '@wishlist/core';
import { z } from 'zod';

/**
 * The path parameters that more than one module's routes take (a list's streams and its
 * transfers as well as the list's own routes), so no module imports another's routes.
 */
export const listParams = z.object({ id: idParam.describe("The list's id.") });

export const itemParams = z.object({
  id: idParam.describe("The list's id."),
  itemId: idParam.describe("The item's id."),
});

/** `include=lost`: also what the caller gave on lists they may no longer see (decision 029). */
export const includeLostQuery = z.object({ include: z.enum(['lost']).optional() });
