import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../errors.js';
import type { AccessFacts, ListAccessRow, ListItemAccess, ListRepository } from './repository.js';

export interface Viewer {
  id: string;
  email: string;
  name: string;
}

/** The caller as the list rules see them, from their user row. */
export const viewerOf = (user: Viewer): Viewer => ({
  id: user.id,
  email: user.email,
  name: user.name,
});

export const LIST_NOT_FOUND = 'Wish list not found';

export const isOwner = (list: AccessFacts, viewer: Viewer) => list.owner_id === viewer.id;

/** Who sees a list: its owner, accepted invitees, and anyone signed in when it is public. */
export function canView(list: AccessFacts, viewer: Viewer): boolean {
  return isOwner(list, viewer) || list.invitation_status === 'accepted' || list.is_public === 1;
}

const listNotFound = () => notFound(LIST_NOT_FOUND, 'LIST_NOT_FOUND');

export class ListAccess {
  constructor(private readonly lists: ListRepository) {}

  /** The list if the viewer may see it; otherwise 404, so its existence is not leaked. */
  async view(listId: string, viewer: Viewer, db?: Db): Promise<ListAccessRow> {
    const list = await this.lists.findWithAccess(listId, viewer.email, db);
    if (!list || !canView(list, viewer)) throw listNotFound();
    return list;
  }

  /**
   * What `view` checks, and in the same query one of the list's items (undefined when the list
   * has no such item): all a purchase reads. 404 as `view` when the viewer may not see the list.
   */
  async viewItem(listId: string, itemId: string, viewer: Viewer, db?: Db): Promise<ListItemAccess> {
    const found = await this.lists.findWithAccessAndItem(listId, itemId, viewer.email, db);
    if (!found || !canView(found.list, viewer)) throw listNotFound();
    return found;
  }

  /** The list if the viewer owns it; 403 for someone who can see it, 404 for everyone else. */
  async own(listId: string, viewer: Viewer): Promise<ListAccessRow> {
    const list = await this.view(listId, viewer);
    if (!isOwner(list, viewer))
      throw forbidden('Only the owner of this list can do that', 'NOT_LIST_OWNER');
    return list;
  }
}
