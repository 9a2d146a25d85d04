import { z } from 'zod';
import { said } from './said.js';

/**
 * S3: who may make an account. `open`: anyone; `invite`: only an address holding a pending
 * invitation; `closed`: nobody (the accounts there are all there will be).
 */
export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/**
 * `GET /api/auth/options` (no auth): what the sign-in and registration pages offer. `oidc` is
 * null unless the server signs in with an OpenID Connect provider (S2); `name` is what its
 * button calls it, when the operator named it. `supportEmail`: where the profile's "Contact
 * support" writes to, when the operator set one (SUPPORT_EMAIL); null otherwise.
 */
export const signInOptions = z.object({
  registration: z.enum(REGISTRATION_MODES),
  oidc: z.object({ name: z.string().optional() }).nullable(),
  supportEmail: z
    .string()
    .nullable()
    .describe('The address people may write to for help (SUPPORT_EMAIL), or null when none.'),
});
export type SignInOptions = z.infer<typeof signInOptions>;

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

const invalidSignInCode = said(
  'This sign-in link is invalid or has already been used.',
  'server.validation.invalidSignInCode',
);

/** `POST /api/auth/oidc/finish`: the one-time code the callback handed to the web app. */
export const oidcFinishInput = z.object({
  code: z
    .string({ error: invalidSignInCode })
    .min(1, invalidSignInCode)
    .max(200, invalidSignInCode),
});
export type OidcFinishInput = z.infer<typeof oidcFinishInput>;
