import { z } from 'zod';
import { atMostCharacters, nameString, requiredMessage } from './fields.js';
import { said } from './said.js';
import { isoTime } from './times.js';

/**
 * Personal API tokens (P2): a script calls the API as its owner with one. `read` may only read
 * (GET, HEAD, OPTIONS); `write` may do what the app does, but what needs the session itself
 * (docs/decisions/022-api-tokens.md).
 */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_LIMITS = {
  nameMax: 60,
  /** Tokens one account may hold: enough for every script of a household, few to audit. */
  perAccount: 20,
} as const;

/**
 * What every token's text starts with: tells it from a session's JWT at a glance, and lets
 * secret scanners find one pasted where it should not be.
 */
export const API_TOKEN_PREFIX = 'wl_';

const scopeMessage = said('Scope must be read or write', 'server.apiTokens.scope');

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
