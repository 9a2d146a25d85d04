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
}

/** G3: one of the caller's claims, with the list it is on. */
export interface MyClaim {
  list: {
    _id: string;
    name: string;
    owner: { _id: string; name: string };
    eventDate: string | null;
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
}
