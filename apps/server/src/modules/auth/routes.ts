import {
  authResult,
  forgotPasswordInput,
  loginInput,
  messageAnswer,
  registerInput,
  resetPasswordInput,
  type SignInOptions,
  signInOptions,
  userAnswer,
  verifyEmailInput,
} from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json, noBody, refusals } from '../../http/api-schema.js';
import { languageOf } from '../../i18n/request-language.js';
import { translated } from '../../i18n/translated.js';
import type { Services } from '../../services.js';
import { accountRoutes } from './account-routes.js';

const resetParams = z.object({
  token: resetPasswordInput.shape.token.describe("The reset link's token."),
});

const invalidLink = (status: 400 | 404) =>
  [status, 'The link is unknown, used or expired (`INVALID_RESET_TOKEN`).'] as const;

/**
 * Signing up and in, and the links mailed for it (E1, E5), then the signed-in account's own
 * calls (`account-routes.ts`). Each call that needs no caller is counted by address first
 * (`limiter.counting`), so a refused body counts as an attempt too.
 */
export function authRoutes(
  app: FastifyInstance,
  services: Pick<
    Services,
    'auth' | 'accounts' | 'verification' | 'preferences' | 'limiter' | 'config'
  >,
): void {
  const { auth, verification, limiter, config } = services;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // What the sign-in and registration pages offer (S2, S3), and where to write for help; the
  // same for everyone.
  const options: SignInOptions = {
    registration: config.registration,
    oidc: config.oidc ? (config.oidc.name ? { name: config.oidc.name } : {}) : null,
    supportEmail: config.supportEmail ?? null,
  };
  api.get(
    '/api/auth/options',
    {
      schema: {
        operationId: 'getSignInOptions',
        summary: 'What the sign-in pages offer',
        tags: ['Account'],
        response: {
          200: json(signInOptions, 'Who may register, any OpenID Connect sign-in, and support.'),
        },
      },
    },
    async () => options,
  );

  api.post(
    '/api/auth/register',
    {
      preValidation: limiter.counting('register'),
      schema: {
        operationId: 'register',
        summary: 'Make an account',
        description:
          'Where registration is by invitation, `invitationToken` (the token of the link mailed ' +
          'to `email`) is what lets the account be made; elsewhere it is not read.',
        tags: ['Account'],
        body: registerInput,
        response: {
          201: json(authResult, 'The new account, signed in.'),
          ...refusals(
            [
              403,
              'Registration is closed (`registration_closed`), or by invitation and the body ' +
                'holds no `invitationToken` of an invitation to its address ' +
                '(`invitation_required`, the same answer whether or not the address is invited).',
            ],
            [409, 'The address has an account (`EMAIL_TAKEN`).'],
            429,
          ),
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return auth.register(request.body, languageOf(request));
    },
  );

  api.post(
    '/api/auth/login',
    {
      preValidation: limiter.counting('login'),
      schema: {
        operationId: 'login',
        summary: 'Sign in',
        tags: ['Account'],
        body: loginInput,
        response: {
          200: json(authResult, 'A new session.'),
          ...refusals(
            [401, 'Wrong e-mail or password (`INVALID_CREDENTIALS`).'],
            [429, 'Too many attempts: wait (`RATE_LIMITED`, `LOGIN_SLOWED`).'],
          ),
        },
      },
    },
    async (request) => auth.login(request.body, request.ip),
  );

  api.post(
    '/api/auth/forgot-password',
    {
      preValidation: limiter.counting('forgot-password'),
      schema: {
        operationId: 'forgotPassword',
        summary: 'Mail a password reset link',
        description: 'The same answer whether or not the address has an account.',
        tags: ['Account'],
        body: forgotPasswordInput,
        response: {
          200: json(messageAnswer, 'A link is mailed if the address has an account.'),
          ...refusals(429),
        },
      },
    },
    async (request) => translated(request, await auth.forgotPassword(request.body.email)),
  );

  api.post(
    '/api/auth/reset-password',
    {
      preValidation: limiter.counting('reset-password'),
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password from a reset link',
        description: 'Every session of the account ends.',
        tags: ['Account'],
        body: resetPasswordInput,
        response: {
          200: json(messageAnswer, 'The password is changed.'),
          ...refusals(invalidLink(400), 429),
        },
      },
    },
    async (request) => translated(request, await auth.resetPassword(request.body, request.ip)),
  );

  api.get(
    '/api/auth/reset-password/:token',
    {
      preValidation: limiter.counting('reset-password'),
      schema: {
        operationId: 'checkResetLink',
        summary: 'Whether a reset link still works',
        tags: ['Account'],
        params: resetParams,
        response: { 204: noBody('The link works.'), ...refusals(invalidLink(404), 429) },
      },
    },
    async (request, reply) => {
      await auth.checkResetLink(request.params.token);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/auth/verify-email',
    {
      preValidation: limiter.counting('verify-email'),
      schema: {
        operationId: 'verifyEmail',
        summary: 'Prove the mailbox with a mailed link',
        tags: ['Account'],
        body: verifyEmailInput,
        response: {
          200: json(userAnswer, 'The account, its address proven.'),
          ...refusals([404, 'The link is unknown or used (`INVALID_VERIFICATION_TOKEN`).'], 429),
        },
      },
    },
    async (request) => verification.verify(request.body.token),
  );

  accountRoutes(app, services);
}
