import {
  changePasswordInput,
  deleteAccountInput,
  forgotPasswordInput,
  loginInput,
  profileInput,
  registerInput,
  resetPasswordInput,
  type SignInOptions,
  verifyEmailInput,
} from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import { languageOf } from '../../i18n/request-language.js';
import { told } from '../../i18n/told.js';
import type { Services } from '../../services.js';

const resetParams = z.object({ token: resetPasswordInput.shape.token });

export function authRoutes(
  app: FastifyInstance,
  {
    auth,
    accounts,
    verification,
    limiter,
    config,
  }: Pick<Services, 'auth' | 'accounts' | 'verification' | 'limiter' | 'config'>,
): void {
  const signedIn = { preHandler: app.signedIn };

  // What the sign-in and registration pages offer (S2, S3); the same for everyone.
  const options: SignInOptions = {
    registration: config.registration,
    oidc: config.oidc ? (config.oidc.name ? { name: config.oidc.name } : {}) : null,
  };
  app.get('/api/auth/options', async () => options);

  app.post('/api/auth/register', async (request, reply) => {
    await limiter.consume('register', request.ip);
    const input = parseInput(registerInput, request.body);
    reply.code(201);
    return auth.register(input, languageOf(request));
  });

  app.post('/api/auth/login', async (request) => {
    await limiter.consume('login', request.ip);
    return auth.login(parseInput(loginInput, request.body), request.ip);
  });

  app.post('/api/auth/forgot-password', async (request) => {
    await limiter.consume('forgot-password', request.ip);
    const { email } = parseInput(forgotPasswordInput, request.body);
    return told(request, await auth.forgotPassword(email));
  });

  app.post('/api/auth/reset-password', async (request) => {
    await limiter.consume('reset-password', request.ip);
    const input = parseInput(resetPasswordInput, request.body);
    return told(request, await auth.resetPassword(input, request.ip));
  });

  app.get('/api/auth/reset-password/:token', async (request, reply) => {
    await limiter.consume('reset-password', request.ip);
    await auth.checkResetLink(parseInput(resetParams, request.params).token);
    return reply.code(204).send();
  });

  app.post('/api/auth/logout', signedIn, async (request, reply) => {
    await auth.logout(request.caller);
    return reply.code(204).send();
  });

  app.get('/api/auth/me', signedIn, async (request) => auth.me(request.caller));

  app.post('/api/auth/verify-email', async (request) => {
    await limiter.consume('verify-email', request.ip);
    return verification.verify(parseInput(verifyEmailInput, request.body).token);
  });

  app.post('/api/auth/verify-email/resend', signedIn, async (request) =>
    told(request, await verification.resend(request.caller)),
  );

  app.put('/api/auth/profile', signedIn, async (request) => {
    return auth.updateProfile(request.caller, parseInput(profileInput, request.body).name);
  });

  app.put('/api/auth/password', signedIn, async (request) =>
    accounts.changePassword(
      request.caller,
      parseInput(changePasswordInput, request.body),
      request.ip,
    ),
  );

  app.delete('/api/auth/account', signedIn, async (request, reply) => {
    const input = parseInput(deleteAccountInput, request.body ?? {});
    await accounts.deleteAccount(request.caller, input, request.ip);
    return reply.code(204).send();
  });
}
