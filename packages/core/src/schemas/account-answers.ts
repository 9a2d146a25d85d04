import { z } from 'zod';

export const user = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z
      .boolean()
      .describe('Whether the owner proved the mailbox by following a link sent to it.'),
    hasPassword: z
      .boolean()
      .describe(
        'False for an account made by joining from an invitation until its owner sets a password.',
      ),
  })
  .meta({ id: 'User', description: 'The signed-in person.' });
export type User = z.infer<typeof user>;

export const authResult = z
  .object({
    token: z.string().describe('A session token: send it as `Authorization: Bearer <token>`.'),
    user,
  })
  .meta({ id: 'AuthResult', description: 'A new session and whom it is for.' });
export type AuthResult = z.infer<typeof authResult>;

/** `GET /api/auth/me` and the calls that change the account answer the account. */
export const userAnswer = z
  .object({ user })
  .meta({ id: 'UserAnswer', description: 'The account as it is now.' });
export type UserAnswer = z.infer<typeof userAnswer>;
