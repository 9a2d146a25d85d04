/*
 * The sign-in pages' words for the server's settings, without zod: the web app imports these,
 * and a schema module would bring zod into the sign-in page's scripts (scripts/core-imports.test.ts).
 */

/**
 * S3: who may make an account. `open`: anyone; `invite`: only an address holding a pending
 * invitation; `closed`: nobody (the accounts there are all there will be).
 */
export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/**
 * Why a sign-in through the provider ended on the sign-in page (`/login?oidc_error=…`); the web
 * app words each. `expired`: the sign-in's cookie was missing, expired or did not match the
 * answer (started in another browser, or over ten minutes ago).
 */
export const OIDC_FAILURES = [
  'access_denied',
  'expired',
  'unavailable',
  'email_unverified',
  'registration_closed',
  'invitation_required',
  'too_many_attempts',
  'failed',
] as const;
export type OidcFailure = (typeof OIDC_FAILURES)[number];

export const isOidcFailure = (value: string | null | undefined): value is OidcFailure =>
  (OIDC_FAILURES as readonly string[]).includes(value ?? '');
