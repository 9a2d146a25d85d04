import { z } from 'zod';
import { API_TOKEN_LIMITS, API_TOKEN_SCOPES } from '../rules/api-tokens.js';
import { atMostCharacters, nameString, requiredMessage } from './fields.js';
import { keyed } from './keyed-texts.js';
import { isoTime } from './times.js';

const scopeMessage = keyed('Scope must be read or write', 'server.apiTokens.scope');

/** `POST /api/auth/tokens`. The name is trimmed and must show something. */
export const createApiTokenInput = z.object({
  name: nameString(
    'Token name',
    { length: 1, message: requiredMessage('Token name') },
    {
      length: API_TOKEN_LIMITS.nameMax,
      message: atMostCharacters('Token name', API_TOKEN_LIMITS.nameMax),
    },
  ),
  scope: z.enum(API_TOKEN_SCOPES, { error: scopeMessage }),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInput>;

const tokenFields = {
  id: z.string().describe("The token's id: what revoking it names."),
  name: z.string().describe('What its owner called it.'),
  scope: z
    .enum(API_TOKEN_SCOPES)
    .describe(
      '`read`: GET, HEAD and OPTIONS only. `write`: what the app does, but the session-only calls.',
    ),
  createdAt: isoTime,
};

/** A token as `GET /api/auth/tokens` lists it: never its text. */
export const apiToken = z
  .object({
    ...tokenFields,
    lastUsedAt: isoTime
      .nullable()
      .describe('Its last use, to within a minute (written at most once a minute); null: never.'),
  })
  .meta({ id: 'ApiToken', description: 'A personal API token, without its text (P2).' });
export type ApiToken = z.infer<typeof apiToken>;

export const apiTokenList = z.array(apiToken);

/** `POST /api/auth/tokens`'s answer: the only time the token's text is shown. */
export const createdApiToken = z
  .object({
    ...tokenFields,
    token: z
      .string()
      .describe(
        'The token itself (`wl_` and 43 characters): shown this once, kept only as a hash.',
      ),
  })
  .meta({ id: 'CreatedApiToken', description: 'A new personal API token, with its text (P2).' });
export type CreatedApiToken = z.infer<typeof createdApiToken>;
