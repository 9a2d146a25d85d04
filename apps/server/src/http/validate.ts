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
