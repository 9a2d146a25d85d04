import { z } from 'zod';

/**
 * The shapes the API answers with are zod schemas, so the server's OpenAPI document
 * (`GET /api/openapi.json`) and the TypeScript types both sides use come from one definition.
 * A schema given an `id` becomes a named component of the document.
 */

/** L5: one reason an import was refused: the CSV line (1 is the header) or JSON item (from 1). */
export const importProblem = z
  .object({
    line: z.number().int().optional().describe('The CSV line; 1 is the header.'),
    item: z.number().int().optional().describe('The JSON item, counted from 1.'),
    message: z.string().describe('What is wrong there, in the language of the request.'),
  })
  .meta({ id: 'ImportProblem', description: 'One reason an import was refused (L5).' });
export type ImportProblem = z.infer<typeof importProblem>;

/**
 * Every refusal and failure: `{message, code}`, and for some more the client can act on (an
 * import's problems). The server's error handler is the only writer of this shape.
 */
export const errorAnswer = z
  .looseObject({
    message: z
      .string()
      .describe('What went wrong, for a person, in the language of the request (N5).'),
    code: z.string().describe('A stable code for programs, such as `LIST_NOT_FOUND` or `stale`.'),
    problems: z
      .array(importProblem)
      .optional()
      .describe('An import refused (`import_invalid`): the first problems, in order.'),
  })
  .meta({
    id: 'Error',
    description: 'A refusal or failure: what went wrong, a stable code, and any details.',
  });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** An answer that only says what was done, in the language of the request. */
export const messageAnswer = z
  .object({ message: z.string().describe('What was done, in the language of the request.') })
  .meta({ id: 'Message', description: 'What the server did, in a sentence for a person.' });
export type MessageAnswer = z.infer<typeof messageAnswer>;
