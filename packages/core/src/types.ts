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
  boughtBy: Buyer | null;
  boughtAt: string | null;
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
