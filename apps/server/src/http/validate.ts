import type { z } from 'zod';
import { badRequest } from '../errors.js';

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function label(path: PropertyKey[]): string {
  if (path.length === 0) return 'Body';
  const text = path.map(String).join('.');
  return path.length === 1 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code !== 'invalid_type') return issue.message;
  // Schemas word their own type errors; zod's generic ones are reworded here.
  if (!issue.message.startsWith('Invalid input')) return issue.message;
  if (valueAt(input, issue.path) === undefined) return `${label(issue.path)} is required`;
  const article = /^[aeiou]/.test(issue.expected) ? 'an' : 'a';
  return `${label(issue.path)} must be ${article} ${issue.expected}`;
}

/** Whether any string (or key) in `input` holds a NUL character; allocates nothing. */
function hasNul(input: unknown): boolean {
  if (typeof input === 'string') return input.includes('\u0000');
  if (input === null || typeof input !== 'object') return false;
  for (const key in input) {
    if (!Object.hasOwn(input, key)) continue;
    if (key.includes('\u0000') || hasNul((input as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * The path of the first string (or key) holding a NUL character, if any. PostgreSQL cannot
 * store NUL in text, so both databases refuse it the same way, before any query runs.
 */
function nulPath(input: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (!hasNul(input)) return undefined;
  if (typeof input === 'string') return path;
  for (const [key, value] of Object.entries(input as object)) {
    if (key.includes('\u0000')) return path;
    const found = nulPath(value, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Parses input with a shared schema; bad input becomes a 400 naming the field and the rule. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const value = input ?? {};
  const nul = nulPath(value);
  if (nul) throw badRequest(`${label(nul)} must not contain NUL characters`);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue ? describeIssue(issue, value) : 'Invalid input');
}
