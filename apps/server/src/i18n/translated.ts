import type { FastifyRequest } from 'fastify';
import { type Text, translate } from './message.js';
import { languageOf } from './request-language.js';

/** `answer` with its `message` translated into the language of `request`. */
export function translated<T extends { message: Text }>(
  request: FastifyRequest,
  answer: T,
): Omit<T, 'message'> & { message: string } {
  return { ...answer, message: translate(languageOf(request), answer.message) };
}
