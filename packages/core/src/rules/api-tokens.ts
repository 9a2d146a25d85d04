/*
 * Personal API tokens' rules, without zod: the profile page imports these, and a schema module
 * would bring zod into its scripts (scripts/core-imports.test.ts).
 */

/**
 * Personal API tokens (P2): a script calls the API as its owner with one. `read` may only read
 * (GET, HEAD, OPTIONS); `write` may do what the app does, but what needs the session itself
 * (docs/decisions/022-api-tokens.md).
 */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_LIMITS = {
  nameMax: 60,
  /** Tokens one account may hold: enough for every script of a household, few to audit. */
  perAccount: 20,
} as const;

/**
 * What every token's text starts with: tells it from a session's JWT at a glance, and lets
 * secret scanners find one pasted where it should not be.
 */
export const API_TOKEN_PREFIX = 'wl_';
