import { LIMITS } from '@wishlist/core';
import { specT } from '../../../lib/i18n';

/** Register and reset share these two rules (spec section 5): match first, then length. */
export function checkNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return specT('spec.passwordsDoNotMatch');
  if (password.length < LIMITS.passwordMin) return specT('spec.passwordTooShort');
  return null;
}
