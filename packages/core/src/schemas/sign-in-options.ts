import { z } from 'zod';
import { REGISTRATION_MODES } from '../rules/sign-in.js';
import { keyed } from './keyed-texts.js';

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

const invalidSignInCode = keyed(
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
