import { z } from 'zod';
import { LIMITS } from '../limits.js';
import {
  emailField,
  passwordField,
  personNameField,
  requiredMessage,
  typeError,
} from './fields.js';
import { keyed, labelled } from './keyed-texts.js';

const invalidResetLink = keyed('Invalid reset link', 'spec.invalidResetLink');
const invalidConfirmationLink = keyed(
  'Invalid confirmation link',
  'server.validation.invalidConfirmationLink',
);
const invalidInvitationLink = keyed(
  'Invalid invitation link',
  'server.validation.invalidInvitationLink',
);

export const registerInput = z.object({
  email: emailField,
  password: passwordField,
  name: personNameField,
  /**
   * The token of an invitation to `email` (its link's last part): where registration is by
   * invitation (S3), only holding one makes an account.
   */
  invitationToken: z
    .string({ error: invalidInvitationLink })
    .min(1, invalidInvitationLink)
    .max(200, invalidInvitationLink)
    .optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  email: emailField,
  // Any stored password is 6-128 characters; the length rule is not repeated here so that a
  // wrong password gets the same answer as an unknown e-mail.
  password: z
    .string({ error: typeError('Password') })
    .min(1, requiredMessage('Password'))
    .max(
      LIMITS.passwordMax * 4,
      keyed('Password is too long', 'server.validation.tooLong', { label: labelled('Password') }),
    ),
});
export type LoginInput = z.infer<typeof loginInput>;

export const forgotPasswordInput = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z.object({
  token: z.string({ error: invalidResetLink }).min(1, invalidResetLink).max(200, invalidResetLink),
  password: passwordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const profileInput = z.object({ name: personNameField });
export type ProfileInput = z.infer<typeof profileInput>;

export const verifyEmailInput = z.object({
  token: z
    .string({ error: invalidConfirmationLink })
    .min(1, invalidConfirmationLink)
    .max(200, invalidConfirmationLink),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInput>;

/** Any stored password, checked the way sign-in checks it (see `loginInput`). */
const currentPasswordField = loginInput.shape.password;

/** E4: `currentPassword` is left out by an account that has no password yet. */
export const changePasswordInput = z.object({
  currentPassword: currentPasswordField.optional(),
  newPassword: passwordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** E4: `password` is left out by an account that has none. */
export const deleteAccountInput = z.object({ password: currentPasswordField.optional() });
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** E3: the name a new invitee joins with. */
export const joinInput = z.object({ name: personNameField });
export type JoinInput = z.infer<typeof joinInput>;
