/** Business constants of the spec (section 9) and the server contract. */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  nameMin: 2,
  nameMax: 50,
  emailMax: 254,
  listNameMax: 100,
  listDescriptionMax: 1000,
  itemNameMax: 200,
  itemTextMax: 2000,
  priceMax: 1_000_000_000,
  linkMax: 2048,
  itemsPerList: 500,
  invitesPerCall: 50,
  resetRedirectMs: 2000,
  shareSuccessClearMs: 2000,
  manageSuccessClearMs: 3000,
} as const;

export const ITEM_TYPES = ['want', 'have'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const INVITATION_STATUSES = ['pending', 'accepted'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
