import { messageOfText } from '@wishlist/core';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import de from 'zod/v4/locales/de.js';
import fr from 'zod/v4/locales/fr.js';
import { type AppError, badRequest } from '../errors.js';
import { type Message, type MessageValue, msg, type Text } from '../i18n/message.js';

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A field named by its path, as messages show it: "Body", "Name", "items.0.name". */
function label(path: PropertyKey[]): MessageValue {
  if (path.length === 0) return msg('server.field.body');
  const text = path.map(String).join('.');
  return path.length === 1 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** zod's names of the types the schemas take, as messages ("an object"). */
const EXPECTED: Record<string, Message> = {
  string: msg('server.validation.expected.string'),
  number: msg('server.validation.expected.number'),
  boolean: msg('server.validation.expected.boolean'),
  object: msg('server.validation.expected.object'),
  array: msg('server.validation.expected.array'),
};

/** zod's own English, German and French for an issue no schema worded (zod's locales). */
const zodGerman = de().localeError;
const zodFrench = fr().localeError;
function zodWords(issue: z.core.$ZodIssue): Text {
  const other = (map: z.core.$ZodErrorMap) => {
    const said = map(issue as Parameters<z.core.$ZodErrorMap>[0]);
    return (typeof said === 'string' ? said : said?.message) ?? issue.message;
  };
  return { worded: { en: issue.message, de: other(zodGerman), fr: other(zodFrench) } };
}

/**
 * What a failed parse's first issue says: the schema's own message (packages/core said it),
 * a missing or wrongly typed field worded here, or zod's own words.
 */
export function issueText(issue: z.core.$ZodIssue, input: unknown): Text {
  const schemaSaid = messageOfText(issue.message);
  if (schemaSaid) return schemaSaid;
  if (issue.code !== 'invalid_type' || !issue.message.startsWith('Invalid input'))
    return zodWords(issue);
  // zod's generic type errors are reworded here.
  const field = label(issue.path);
  if (valueAt(input, issue.path) === undefined)
    return msg('server.validation.required', { label: field });
  const expected = EXPECTED[issue.expected];
  if (expected) return msg('server.validation.mustBe', { label: field, expected });
  const article = /^[aeiou]/.test(issue.expected) ? 'an' : 'a';
  return msg('server.validation.mustBe', {
    label: field,
    expected: `${article} ${issue.expected}`,
  });
}

const hasNulCharacter = (text: string) => text.includes('\u0000');

/**
 * Whether any string (or key) in `input` holds a NUL character. Walks with its own stack, not
 * by recursion, so no nesting can overflow the call stack (pen test issue 21, finding 5); it
 * allocates only that stack.
 */
function hasNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasNulCharacter(value)) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        if (hasNulCharacter(key)) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The path of the first string (or key) holding a NUL character, if any. PostgreSQL cannot
 * store NUL in text, so both databases refuse it the same way, before any query runs. Depth
 * first in key order, as the recursive walk it replaces, but with its own stack.
 */
function nulPath(input: unknown): PropertyKey[] | undefined {
  if (!hasNul(input)) return undefined;
  const pending: Array<{ key?: string; value: unknown; path: PropertyKey[] }> = [
    { value: input, path: [] },
  ];
  while (pending.length > 0) {
    const { key, value, path } = pending.pop()!;
    // A key holding NUL is reported at the object that holds it.
    if (key !== undefined && hasNulCharacter(key)) return path.slice(0, -1);
    if (typeof value === 'string') {
      if (hasNulCharacter(value)) return path;
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      // Pushed last to first, so the first entry is looked at first.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [childKey, child] = entries[i]!;
        pending.push({ key: childKey, value: child, path: [...path, childKey] });
      }
    }
  }
  return undefined;
}

/**
 * Checks input with a shared schema: first for NUL characters, then the schema's rules; bad
 * input becomes a 400 naming the field and the first rule broken. No input is `{}`.
 */
function checkInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { value: z.output<S> } | { error: AppError } {
  const value = input ?? {};
  const nul = nulPath(value);
  if (nul) return { error: badRequest(msg('server.validation.nul', { label: label(nul) })) };
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  const issue = result.error.issues[0];
  return { error: badRequest(issue ? issueText(issue, value) : msg('server.validation.invalid')) };
}

/** Parses input with a shared schema; bad input becomes a 400 naming the field and the rule. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const checked = checkInput(schema, input);
  if ('error' in checked) throw checked.error;
  return checked.value;
}

/** Schemas that describe a part of the request for the document only (see `documentedOnly`). */
const unchecked = new WeakSet<z.ZodType>();

/**
 * `schema`, described, as a request's part that reaches the handler unchecked: one its service
 * checks itself (an import words each item's problem with its position), or one whose every
 * value must get the same answer from the handler (an unsubscribe link, a provider's redirect).
 * The copy is marked, not `schema`, which other routes may check.
 */
export function documentedOnly<S extends z.ZodType>(schema: S, description: string): S {
  const described = schema.describe(description) as S;
  unchecked.add(described);
  return described;
}

/** Whether the validator checks `schema` (a zod schema not marked `documentedOnly`). */
export const isChecked = (schema: unknown): boolean =>
  schema instanceof z.ZodType && !unchecked.has(schema);

/**
 * Fastify's validator compiler: a route's params, body and query (Fastify's order) go through
 * `checkInput` before the handler runs. A request with no body gets the schema's answer to
 * `{}`, worked out once and frozen, since it never changes: the most written route mostly
 * comes without a body.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, url, httpPart }) => {
  if (!(schema instanceof z.ZodType))
    throw new Error(`${url}: the ${httpPart ?? 'request'} schema is not a zod schema`);
  if (unchecked.has(schema)) return (data) => ({ value: data });
  let noBody: { value: unknown } | undefined;
  const absent = () => {
    if (noBody) return noBody;
    const checked = checkInput(schema, {});
    // A refusal is made anew each time: Fastify adds to the error it is handed.
    if ('error' in checked) return checked;
    noBody = { value: Object.freeze(checked.value) };
    return noBody;
  };
  return (data) => (data === null || data === undefined ? absent() : checkInput(schema, data));
};
