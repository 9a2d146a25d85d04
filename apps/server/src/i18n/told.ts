import type { FastifyRequest } from 'fastify';
import { say, type Text } from './message.js';
import { languageOf } from './request-language.js';

/** `answer` with its `message` said in the language of `request`. */
export function told<T extends { message: Text }>(
  request: FastifyRequest,
  answer: T,
): Omit<T, 'message'> & { message: string } {
  return { ...answer, message: say(languageOf(request), answer.message) };
}
