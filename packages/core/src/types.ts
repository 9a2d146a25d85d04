import type { InvitationStatus, ItemType } from './limits.js';

/** The shapes the API answers with (spec section 3, contract "Lists and items"). */
export interface User {
  id: string;
  email: string;
  name: string;
  /** Whether the owner proved the mailbox by following a link we sent to it. */
  emailVerified: boolean;
  /** False for an account made by joining from an invitation until its owner sets a password. */
  hasPassword: boolean;
}

export interface AuthResult {
  token: string;
  user: User;
}

export interface Buyer {
  _id: string;
  name: string;
  /** Shown to the list's owner only; null for everyone else. */
  email: string | null;
}

/** One person's claim on an item (G2): how many of it they will give, and since when. */
export interface Claim {
  user: { _id: string; name: string };
  quantity: number;
  at: string;
}

export interface Item {
  _id: string;
  name: string;
  description: string | null;
  category: string | null;
  price: number | null;
  affiliateLink: string | null;
  imageUrl: string | null;
  type: ItemType;
  createdAt: string;
  updatedAt: string;
  /** Set once `claimed` reaches `quantity`: the last claimer, and when. */
  boughtBy: Buyer | null;
  boughtAt: string | null;
  /** How many the owner would like (1-99). */
  quantity: number;
  /** The sum of the claims' quantities. */
  claimed: number;
  /** Oldest first. Empty, with `claimed` 0, for an owner in surprise mode. */
  claims: Claim[];
  /** 0 (no mark) to 3, "most wanted" (L1). */
  priority: number;
}

export interface WishList {
  _id: string;
  name: string;
  description: string | null;
  isPublic: boolean;
  userId: { _id: string; name: string };
  items: Item[];
  invitationCount: number;
  createdAt: string;
  updatedAt: string;
  /** Surprise mode (G1): the owner sees no claim until the day after `eventDate` (UTC). */
  surprise: boolean;
  /** `YYYY-MM-DD` or null. */
  eventDate: string | null;
  /**
   * Whether surprise mode hides the claims from the owner today, by the server's clock (UTC):
   * the app goes by this, not by the device's clock.
   */
  surpriseActive: boolean;
  /** ISO 4217 code of the list's prices (L2), `USD` unless the owner chose another. */
  currency: string;
  /** L3: read-only for everyone, in its own section of the owner's dashboard. */
  archived: boolean;
  /**
   * Goes up with each change the owner saves; a `PUT` that sends the version it read is refused
   * (409 `stale`) when another save came first.
   */
  version: number;
}

/** L4: the item as created on the target list, and that list. */
export interface CopyItemResult {
  item: Item;
  list: WishList;
}

/** L5: the fields of an item in an export (and an import): no ids, no claims. */
export interface ExportedItem {
  name: string;
  description: string | null;
  category: string | null;
  price: number | null;
  affiliateLink: string | null;
  imageUrl: string | null;
  type: ItemType;
  priority: number;
  quantity: number;
}

/** L5: a list as `GET /api/lists/{id}/export?format=json` writes it, and import reads it. */
export interface ListExport {
  name: string;
  description: string | null;
  isPublic: boolean;
  surprise: boolean;
  eventDate: string | null;
  currency: string;
  items: ExportedItem[];
}

/** L5: one reason an import was refused: the CSV line (1 is the header) or JSON item (from 1). */
export interface ImportProblem {
  line?: number;
  item?: number;
  message: string;
}

/** G3: one of the caller's claims, with the list it is on. */
export interface MyClaim {
  list: {
    _id: string;
    name: string;
    owner: { _id: string; name: string };
    eventDate: string | null;
    /** The list's currency, for the item's price (L2). */
    currency: string;
  };
  item: Item;
  quantity: number;
  at: string;
}

export interface InvitationDetail {
  id: string;
  inviteeEmail: string;
  status: InvitationStatus;
  createdAt: string;
}

export interface InvitationsOverview {
  stats: { total: number; pending: number; accepted: number };
  invitations: InvitationDetail[];
}

export interface PendingInvitation {
  id: string;
  invitationToken: string;
  listId: string;
  listName: string;
  inviterName: string;
  itemCount: number;
  createdAt: string;
}

/** E2: what an invitation link shows before anyone signs in. */
export interface InvitationPreview {
  list: { _id: string; name: string; owner: { name: string } };
  inviteeEmail: string;
  status: InvitationStatus;
  /** Whether an account already has the invited address (sign in) or not (join with a name). */
  hasAccount: boolean;
}

export interface InvitationStats {
  accepted: number;
  pending: number;
}

export interface InviteResult {
  message: string;
  invited: string[];
  skipped: string[];
}

export interface ScrapeResult {
  title: string;
  description: string;
  price: string;
  category: string;
  url: string;
  images: string[];
  /** ISO 4217 code of the page's price, or "" when the page states none (L2, Q1). */
  currency: string;
}
