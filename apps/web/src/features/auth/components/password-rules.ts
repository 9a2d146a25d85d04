import { LIMITS, MESSAGES } from '@wishlist/core';

/** Register and reset share these two rules (spec section 5): match first, then length. */
export function checkNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return MESSAGES.passwordsDoNotMatch;
  if (password.length < LIMITS.passwordMin) return MESSAGES.passwordTooShort;
  return null;
}
