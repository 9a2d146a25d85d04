import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { isHttpUrl } from '../rules/links.js';
import {
  hasAnyControlCharacter,
  hasControlCharacter,
  hasDirectionOverride,
  isWellFormedText,
  normaliseLineBreaks,
  TEXT_RULE_MESSAGES,
  type TextShape,
  visibleLength,
} from '../rules/text.js';

/** The message for a missing or wrongly typed field: "Name is required" / "Name must be a string". */
export function typeError(label: string, expected = 'a string') {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? `${label} is required`
      : `${label} must be ${expected}`;
}

/**
 * A trimmed string under the text rules of its shape (rules/text.ts): no lone surrogates, no
 * control characters (a multi-line one keeps line feeds and tabs, and CR LF becomes LF), no
 * direction overrides. Each rule is its own check, so the 400 names the rule broken first.
 */
export function textString(label: string, shape: TextShape = 'line') {
  const base = z.string({ error: typeError(label) });
  return (shape === 'block' ? base.overwrite(normaliseLineBreaks) : base)
    .trim()
    .refine(isWellFormedText, TEXT_RULE_MESSAGES.illFormed(label))
    .refine((text) => !hasControlCharacter(text, shape), TEXT_RULE_MESSAGES.control(label, shape))
    .refine((text) => !hasDirectionOverride(text), TEXT_RULE_MESSAGES.directionOverride(label));
}

/**
 * A name: one line that shows at least `min` characters once the invisible ones (spaces,
 * zero-width characters, format marks) are taken out, so "\u200b\u200b" is as empty as "".
 */
export function nameString(
  label: string,
  min: { length: number; message: string },
  max: { length: number; message: string },
) {
  return textString(label)
    .refine((name) => visibleLength(name) >= min.length, min.message)
    .max(max.length, max.message);
}

/** A trimmed, lower-cased e-mail address: it identifies an account. */
export const emailField = textString('Email')
  .toLowerCase()
  .min(1, 'Email is required')
  .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
  .pipe(z.email('Email must be a valid email address'));

/**
 * Any printable character may be in a password, but no control character nor lone surrogate:
 * a lone surrogate is hashed as U+FFFD, so "\ud800" and "\ud801" would be the same password.
 */
export const passwordField = z
  .string({ error: typeError('Password') })
  .min(LIMITS.passwordMin, 'Password must be at least 6 characters long')
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long`)
  .refine(isWellFormedText, TEXT_RULE_MESSAGES.illFormed('Password'))
  .refine((text) => !hasAnyControlCharacter(text), TEXT_RULE_MESSAGES.anyControl('Password'));

export const personNameField = nameString(
  'Name',
  { length: LIMITS.nameMin, message: 'Name must be at least 2 characters long' },
  { length: LIMITS.nameMax, message: 'Name must be less than 50 characters long' },
);

/** An absolute http(s) link; other schemes (javascript:, data:, file:) are refused. */
export function httpUrlField(label: string) {
  // The text rules come first: the URL parser silently drops tabs and line feeds.
  return textString(label)
    .max(LIMITS.linkMax, `${label} must be at most ${LIMITS.linkMax} characters`)
    .refine(isHttpUrl, `${label} must be a valid http(s) URL`);
}

/** Optional text: "", null and absent all mean "no value". */
export function optionalText(label: string, max: number, shape: TextShape) {
  return z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    textString(label, shape)
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

/**
 * What a client sends for a schema whose output is `T`: the same fields, those that may be
 * undefined left out instead (an empty optional field is simply not sent).
 */
export type Body<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: T[K];
};
