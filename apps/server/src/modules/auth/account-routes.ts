import {
  authResult,
  changePasswordInput,
  deleteAccountInput,
  messageAnswer,
  preferences as preferencesAnswer,
  preferencesInput,
  profileInput,
  userAnswer,
} from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { json, noBody, refusals } from '../../http/api-schema.js';
import { translated } from '../../i18n/translated.js';
import type { Services } from '../../services.js';

const passwordRefusals = refusals(
  [400, 'Input breaks a rule, or the current password is missing or wrong.'],
  [429, 'Too many wrong passwords: wait.'],
);

/**
 * The signed-in account's own calls (E4): who am I, sign out, name, password, deletion, and
 * which e-mails it gets in which language (N3, N5: the notifications module's service).
 */
export function accountRoutes(
  app: FastifyInstance,
  {
    auth,
    accounts,
    verification,
    preferences,
  }: Pick<Services, 'auth' | 'accounts' | 'verification' | 'preferences'>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: app.signedIn };

  api.post(
    '/api/auth/logout',
    {
      ...signedIn,
      schema: {
        operationId: 'logout',
        summary: 'Sign out',
        description: 'Ends the session whose token is sent; other sessions go on.',
        tags: ['Account'],
        response: { 204: noBody('The session is ended.') },
      },
    },
    async (request, reply) => {
      await auth.logout(request.caller);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/auth/me',
    {
      ...signedIn,
      schema: {
        operationId: 'getMe',
        summary: 'Who is signed in',
        tags: ['Account'],
        response: { 200: json(userAnswer, 'The signed-in account.') },
      },
    },
    async (request) => auth.me(request.caller),
  );

  api.post(
    '/api/auth/verify-email/resend',
    {
      ...signedIn,
      schema: {
        operationId: 'resendVerificationEmail',
        summary: 'Mail a new link to prove the address',
        tags: ['Account'],
        response: {
          200: json(messageAnswer, 'A link is mailed, or the address is proven already.'),
          ...refusals(429),
        },
      },
    },
    async (request) => translated(request, await verification.resend(request.caller)),
  );

  api.put(
    '/api/auth/profile',
    {
      ...signedIn,
      schema: {
        operationId: 'updateProfile',
        summary: 'Change my name',
        tags: ['Account'],
        body: profileInput,
        response: { 200: json(userAnswer, 'The account as changed.') },
      },
    },
    async (request) => auth.updateProfile(request.caller, request.body.name),
  );

  api.put(
    '/api/auth/password',
    {
      ...signedIn,
      schema: {
        operationId: 'changePassword',
        summary: 'Change (or set) my password',
        description:
          'Every session of the account ends; the answer is a new one. `currentPassword` is ' +
          'left out by an account that has no password yet.',
        tags: ['Account'],
        body: changePasswordInput,
        response: { 200: json(authResult, 'A new session.'), ...passwordRefusals },
      },
    },
    async (request) => accounts.changePassword(request.caller, request.body, request.ip),
  );

  api.delete(
    '/api/auth/account',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteAccount',
        summary: 'Delete my account',
        description:
          'With all its lists; its claims on others’ lists become free again. `password` is ' +
          'left out by an account that has none.',
        tags: ['Account'],
        body: deleteAccountInput,
        response: { 204: noBody('The account is gone.'), ...passwordRefusals },
      },
    },
    async (request, reply) => {
      await accounts.deleteAccount(request.caller, request.body, request.ip);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/auth/preferences',
    {
      ...signedIn,
      schema: {
        operationId: 'getPreferences',
        summary: 'Which e-mails I get, and my language',
        tags: ['Notifications'],
        response: { 200: json(preferencesAnswer, "The caller's preferences (N3, N5).") },
      },
    },
    async (request) => preferences.get(request.caller),
  );

  api.put(
    '/api/auth/preferences',
    {
      ...signedIn,
      schema: {
        operationId: 'updatePreferences',
        summary: 'Change which e-mails I get, or my language',
        description: 'What is sent changes; the rest stays.',
        tags: ['Notifications'],
        body: preferencesInput,
        response: { 200: json(preferencesAnswer, 'All the preferences, as changed.') },
      },
    },
    async (request) => preferences.update(request.caller, request.body),
  );
}
