import type { Claim, Item } from '@wishlist/core';
import { t } from '../i18n';
import type { OpenListDialog } from './list-dialog';
import type { WritesBlocked } from './use-writes-blocked';

/** Who is looking at an item card, which decides what it shows and offers. */
export interface CardViewer {
  /** The list the cards are on. */
  listId: string;
  userId: string;
  isOwner: boolean;
  /**
   * Reads and writes the givers' notes (A2): anyone but the owner and co-owners, so a managed
   * member's manager too, who also has owner rights (C4).
   */
  talks: boolean;
  /** The owner while surprise mode hides the claims (G1): no claim is shown or offered. */
  surprised: boolean;
  /** An archived list (L3): nothing is offered that would change it. */
  readOnly: boolean;
  /**
   * For a giver, who sees what they marked ("Olivia can see that you marked it"), said beside
   * their mark; null for the owner.
   */
  seenBy: string | null;
  /** Offline: the buttons that would change something are disabled, saying why. */
  writes: WritesBlocked;
}

/** What a card's buttons do: claims here, edit and delete through the owner's dialogs. */
export interface ItemCardActions {
  /** Mark as bought; for an item wanted more than once, mark `quantity` of it. */
  mark: (item: Item, quantity?: number) => void;
  /** Unmark (one's own share of an item wanted more than once); with `claim`, that person's. */
  unmark: (item: Item, claim?: Claim) => void;
  /** A3: the giver's pledge toward a group gift, set or replaced; `withdraw` takes it back. */
  pledge: (item: Item, amount: number) => void;
  withdraw: (item: Item) => void;
  open: OpenListDialog;
  /** A1: the owner side takes back "received" (marking it goes through its dialog). */
  notReceived: (item: Item) => void;
}

/**
 * An item wanted more than once (G2) shows counts and claims. A quantity-1 item is the spec's
 * card, unless the owner lowered the quantity below what two people had already claimed.
 */
export function wantsSeveral(item: Item): boolean {
  return item.quantity > 1 || item.claims.length > 1;
}

/** "You" for the viewer's own claim, the person's name for anyone else's. */
export function claimerName(claim: Claim, viewer: CardViewer): string {
  return claim.user._id === viewer.userId ? t('lists.claims.you') : claim.user.name;
}
