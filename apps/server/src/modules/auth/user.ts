import type { User } from '@wishlist/core';
import { addressConfirmed } from './email-proof.js';
import { NO_PASSWORD } from './passwords.js';
import type { UserRow } from './repository.js';

/** A user as the API answers with them. */
export const presentUser = (
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'email_verified' | 'password_hash'>,
): User => ({
  id: user.id,
  email: user.email,
  name: user.name,
  emailVerified: addressConfirmed(user.email_verified),
  hasPassword: user.password_hash !== NO_PASSWORD,
});
