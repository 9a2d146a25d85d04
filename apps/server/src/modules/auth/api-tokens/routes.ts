import { apiTokenList, createApiTokenInput, createdApiToken, idParam } from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json, noBody, refusals } from '../../../http/api-schema.js';
import type { Services } from '../../../services.js';

const tokenParams = z.object({ id: idParam.describe("The token's id, as listed.") });

/** Every route here needs the session itself (`scope.ts`). */
const byTokenRefused = [
  403,
  'An API token was sent: tokens are managed with a session only (`session_required`).',
] as const;

/**
 * P2: `POST /api/auth/tokens`, `GET /api/auth/tokens`, `DELETE /api/auth/tokens/{id}`: a
 * person's personal API tokens, made, listed and revoked from the profile.
 */
export function apiTokenRoutes(
  app: FastifyInstance,
  { apiTokens }: Pick<Services, 'apiTokens'>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: app.signedIn };

  api.post(
    '/api/auth/tokens',
    {
      ...signedIn,
      schema: {
        operationId: 'createApiToken',
        summary: 'Make a personal API token',
        description:
          "The answer holds the token's text, the only time it is shown: the server keeps its hash. Send it as `Authorization: Bearer <token>`; a `read` token may only read.",
        tags: ['Account'],
        body: createApiTokenInput,
        response: {
          201: json(createdApiToken, 'The new token, with its text.'),
          ...refusals(byTokenRefused, [
            409,
            'The account holds as many tokens as it may (`API_TOKEN_LIMIT`).',
          ]),
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return apiTokens.create(request.caller, request.body);
    },
  );

  api.get(
    '/api/auth/tokens',
    {
      ...signedIn,
      schema: {
        operationId: 'listApiTokens',
        summary: "The caller's personal API tokens",
        description: 'Newest first, without their text.',
        tags: ['Account'],
        response: {
          200: json(apiTokenList, 'The tokens.'),
          ...refusals(byTokenRefused),
        },
      },
    },
    async (request) => apiTokens.list(request.caller),
  );

  api.delete(
    '/api/auth/tokens/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'revokeApiToken',
        summary: 'Revoke a personal API token',
        description: 'The token is refused from its next call, on every server process.',
        tags: ['Account'],
        params: tokenParams,
        response: {
          204: noBody('The token is revoked.'),
          ...refusals(byTokenRefused, [404, 'The caller holds no such token.']),
        },
      },
    },
    async (request, reply) => {
      await apiTokens.revoke(request.caller, request.params.id);
      return reply.code(204).send();
    },
  );
}
