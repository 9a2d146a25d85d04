/** Business constants of the spec (section 9) and the server contract. */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 50,
  emailMax: 254,
  listNameMax: 100,
  listDescriptionMax: 1000,
  /** A Secret Santa's question or answer (D3). */
  drawMessageMax: 1000,
  /** A givers' note on an item (A2). */
  noteMax: 1000,
  /** An alternatives group's name (A5): items sharing it are "any one of these". */
  anyOfMax: 40,
  itemNameMax: 200,
  itemTextMax: 2000,
  priceMax: 1_000_000_000,
  linkMax: 2048,
  itemsPerList: 500,
  /** How many of one item the owner may ask for (G2). */
  quantityMax: 99,
  /** An item's priority runs from 0 (none) to 3, "most wanted" (L1). */
  priorityMax: 3,
  /** Problems an import answers at most, by line (L5); the rest are counted. */
  importProblemsShown: 50,
  invitesPerCall: 50,
  resetRedirectMs: 2000,
  shareSuccessClearMs: 2000,
  manageSuccessClearMs: 3000,
} as const;

/**
 * The most a page sent to Quick Add may hold, in bytes of UTF-8 (X1): what the server's own fetch
 * reads at most, so a sent page costs the extraction thread no more than a fetched one.
 */
export const SCRAPE_HTML_MAX_BYTES = 5 * 1024 * 1024;

/**
 * What one account may keep and send, so no account can fill the server or use it as a mail
 * relay (issue 21). Far above what a family uses: a list of 50 typical items is about 25 KB.
 */
export const QUOTAS = {
  listsPerAccount: 200,
  /** Stored text of all the account's lists (see rules/content-size.ts). */
  contentBytesPerAccount: 2_000_000,
  /** Invitation e-mails per account per 24 hours, once its own mailbox is proven. */
  invitesPerDay: 200,
  /** The same before it is proven: enough for a family, too few for a spammer. */
  invitesPerDayUnverified: 20,
  /** People one list can be shared with (pending and accepted). */
  invitationsPerList: 500,
  /** Circles one account may belong to (C1). */
  circlesPerAccount: 50,
  /** People one circle may hold, members and pending invitations together (C1, C2). */
  peoplePerCircle: 200,
  /** Circles one list may be shared into (C3). */
  circlesPerList: 20,
  /** People given owner rights to one list (C5): a partner, a grandparent. */
  coOwnersPerList: 5,
  /** People keeping one managed member (C4): parents, grandparents. */
  managersPerMember: 10,
  /** Managed members one person may keep (C4): each has lists of their own to store. */
  managedPerManager: 20,
  /** One-way pairs kept apart in one draw (D1). */
  exclusionsPerDraw: 400,
  /** Draws one circle may hold (D1). */
  drawsPerCircle: 50,
  /** Messages of one Santa-and-recipient conversation in a run, both ways (D3). */
  messagesPerThread: 200,
  /** Givers' notes on one item (A2): a long conversation, and a bounded read. */
  notesPerItem: 200,
  /** Lists in one answer of shared lists, most recently accepted first. */
  sharedListsShown: 200,
  /** Stored bytes of shared lists in one answer: past this, older lists are left out. */
  sharedListsBytes: 4_000_000,
  /** Pending invitations in one answer, newest first. */
  pendingShown: 200,
  /** Claims in one answer of "My gifts" (G3), most recent first before sorting by event. */
  claimsShown: 1000,
} as const;

export const ITEM_TYPES = ['want', 'have'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const INVITATION_STATUSES = ['pending', 'accepted'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
