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
  const custom = !issue.message.startsWith('Invalid input');
  const missing = valueAt(input, issue.path) === undefined;
  if (missing) return custom ? issue.message : `${label(issue.path)} is required`;
  return `${label(issue.path)} must be ${issue.expected === 'array' ? 'an array' : `a ${issue.expected}`}`;
}

/** Parses input with a shared schema; bad input becomes a 400 naming the field and the rule. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const value = input ?? {};
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue ? describeIssue(issue, value) : 'Invalid input');
}
