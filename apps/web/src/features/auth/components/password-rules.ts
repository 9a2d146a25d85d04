import { LIMITS } from '@wishlist/core';
import { specT } from '../../../lib/i18n';

/** What is wrong with a new password and its confirmation, each said at its own field. */
export interface NewPasswordProblems {
  password?: string;
  confirm?: string;
}

/**
 * Register and reset share these two rules (spec section 5): the confirmation must match, and
 * the password be long enough. Nothing found is `{}`.
 */
export function checkNewPassword(password: string, confirm: string): NewPasswordProblems {
  return {
    ...(password.length < LIMITS.passwordMin ? { password: specT('spec.passwordTooShort') } : {}),
    ...(password !== confirm ? { confirm: specT('spec.passwordsDoNotMatch') } : {}),
  };
}

export const hasProblems = (problems: NewPasswordProblems): boolean =>
  Boolean(problems.password ?? problems.confirm);
