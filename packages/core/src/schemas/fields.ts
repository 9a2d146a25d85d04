import { z } from 'zod';
import { LIMITS } from '../limits.js';

/** The message for a missing or wrongly typed field: "Name is required" / "Name must be a string". */
export function typeError(label: string, expected = 'a string') {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? `${label} is required`
      : `${label} must be ${expected}`;
}

/** A trimmed, lower-cased e-mail address: it identifies an account. */
export const emailField = z
  .string({ error: typeError('Email') })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
  .pipe(z.email('Email must be a valid email address'));

export const passwordField = z
  .string({ error: typeError('Password') })
  .min(LIMITS.passwordMin, 'Password must be at least 6 characters long')
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long`);

export const personNameField = z
  .string({ error: typeError('Name') })
  .trim()
  .min(LIMITS.nameMin, 'Name must be at least 2 characters long')
  .max(LIMITS.nameMax, 'Name must be less than 50 characters long');

/** An absolute http(s) link; other schemes (javascript:, data:, file:) are refused. */
export function httpUrlField(label: string) {
  return z
    .string({ error: typeError(label) })
    .trim()
    .max(LIMITS.linkMax, `${label} must be at most ${LIMITS.linkMax} characters`)
    .refine(isHttpUrl, `${label} must be a valid http(s) URL`);
}

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Optional text: "", null and absent all mean "no value". */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z
      .string({ error: typeError(label) })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
  );
}

export function optionalHttpUrl(label: string) {
  return z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    httpUrlField(label).optional(),
  );
}

/** Route parameter ids are opaque, but never longer than this. */
export const idParam = z.string().min(1).max(64);
