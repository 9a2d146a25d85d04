import type { ApiTokenRepository } from './modules/auth/api-tokens/repository.js';
import type { UserRepository } from './modules/auth/repository.js';
import { type StreamToken, validKey } from './modules/live/token-streams.js';

/** Which of the tokens holding event streams open still speak for their owner (by `validKey`). */
export async function stillValid(
  tokens: StreamToken[],
  users: UserRepository,
  apiTokens: ApiTokenRepository,
): Promise<Set<string>> {
  const api = tokens.filter((token) => token.kind === 'api');
  const sessions = tokens.filter((token) => token.kind === 'session');
  const [validApi, validSessions] = await Promise.all([
    api.length > 0 ? apiTokens.stillValid(api.map((token) => token.id)) : new Set<string>(),
    users.sessionsStillValid(
      sessions.map((token) => ({
        tokenId: token.id,
        userId: token.userId,
        version: token.version,
      })),
    ),
  ]);
  return new Set(
    tokens
      .filter((token) => (token.kind === 'api' ? validApi : validSessions).has(token.id))
      .map(validKey),
  );
}
