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
import { keyed, labelled, type Message } from './keyed-texts.js';

/** What a field must be, for its type error: the English and its message ("a whole number"). */
export interface Expected {
  text: string;
  message: Message;
}

const expectation = (text: string, key: string, values?: Message['values']): Expected => ({
  text,
  message: values ? { key, values } : { key },
});

/** What the schemas' fields must be, for their type errors. */
export const EXPECTED = {
  string: expectation('a string', 'server.validation.expected.string'),
  number: expectation('a number', 'server.validation.expected.number'),
  wholeNumber: expectation('a whole number', 'server.validation.expected.wholeNumber'),
  priority: expectation(
    `a whole number from 0 to ${LIMITS.priorityMax}`,
    'server.validation.expected.wholeNumberFrom',
    { min: 0, max: LIMITS.priorityMax },
  ),
  currency: expectation(
    'a three-letter code such as USD or EUR',
    'server.validation.expected.currencyCode',
  ),
  date: expectation('a date written YYYY-MM-DD, or null', 'server.validation.expected.dateOrNull'),
  array: expectation('an array', 'server.validation.expected.array'),
  addresses: expectation('an array of addresses', 'server.validation.expected.addresses'),
} as const;

/** "Name must be true or false". */
export const trueOrFalse = (label: string) =>
  keyed(`${label} must be true or false`, 'server.validation.trueOrFalse', {
    label: labelled(label),
  });

/** "Name is required": a field missing. */
export const requiredMessage = (label: string) =>
  keyed(`${label} is required`, 'server.validation.required', { label: labelled(label) });

/** "Name must be at most 100 characters". */
export const atMostCharacters = (label: string, max: number) =>
  keyed(`${label} must be at most ${max} characters`, 'server.validation.atMostCharacters', {
    label: labelled(label),
    max,
  });

/** The message for a missing or wrongly typed field: "Name is required" / "Name must be a string". */
export function typeError(label: string, expected: Expected = EXPECTED.string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? requiredMessage(label)
      : keyed(`${label} must be ${expected.text}`, 'server.validation.mustBe', {
          label: labelled(label),
          expected: expected.message,
        });
}

/** The message of a text rule (rules/text.ts) broken by the field `label`. */
const textRule = (text: string, key: string, label: string) =>
  keyed(text, key, { label: labelled(label) });

const illFormed = (label: string) =>
  textRule(TEXT_RULE_MESSAGES.illFormed(label), 'server.validation.illFormed', label);

/**
 * A trimmed string under the text rules of its shape (rules/text.ts): no lone surrogates, no
 * control characters (a multi-line one keeps line feeds and tabs, and CR LF becomes LF), no
 * direction overrides. Each rule is its own check, so the 400 names the rule broken first.
 */
export function textString(label: string, shape: TextShape = 'line') {
  const base = z.string({ error: typeError(label) });
  return (shape === 'block' ? base.overwrite(normaliseLineBreaks) : base)
    .trim()
    .refine(isWellFormedText, illFormed(label))
    .refine(
      (text) => !hasControlCharacter(text, shape),
      textRule(
        TEXT_RULE_MESSAGES.control(label, shape),
        shape === 'line' ? 'server.validation.controlLine' : 'server.validation.controlBlock',
        label,
      ),
    )
    .refine(
      (text) => !hasDirectionOverride(text),
      textRule(
        TEXT_RULE_MESSAGES.directionOverride(label),
        'server.validation.directionOverride',
        label,
      ),
    );
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
  .min(1, requiredMessage('Email'))
  .max(LIMITS.emailMax, atMostCharacters('Email', LIMITS.emailMax))
  .pipe(
    z.email(
      keyed('Email must be a valid email address', 'server.validation.email', {
        label: labelled('Email'),
      }),
    ),
  );

/**
 * Any printable character may be in a password, but no control character nor lone surrogate:
 * a lone surrogate is hashed as U+FFFD, so "\ud800" and "\ud801" would be the same password.
 */
export const passwordField = z
  .string({ error: typeError('Password') })
  .min(
    LIMITS.passwordMin,
    keyed('Password must be at least 6 characters long', 'spec.passwordTooShort'),
  )
  .max(
    LIMITS.passwordMax,
    keyed(
      `Password must be at most ${LIMITS.passwordMax} characters long`,
      'server.validation.atMostCharactersLong',
      { label: labelled('Password'), max: LIMITS.passwordMax },
    ),
  )
  .refine(isWellFormedText, illFormed('Password'))
  .refine(
    (text) => !hasAnyControlCharacter(text),
    textRule(TEXT_RULE_MESSAGES.anyControl('Password'), 'server.validation.anyControl', 'Password'),
  );

export const personNameField = nameString(
  'Name',
  {
    length: LIMITS.nameMin,
    message: keyed('Name must be at least 2 characters long', 'spec.nameTooShort'),
  },
  {
    length: LIMITS.nameMax,
    message: keyed('Name must be less than 50 characters long', 'spec.nameTooLong'),
  },
);

/** An absolute http(s) link; other schemes (javascript:, data:, file:) are refused. */
export function httpUrlField(label: string) {
  // The text rules come first: the URL parser silently drops tabs and line feeds.
  return textString(label)
    .max(LIMITS.linkMax, atMostCharacters(label, LIMITS.linkMax))
    .refine(
      isHttpUrl,
      keyed(`${label} must be a valid http(s) URL`, 'server.validation.httpUrl', {
        label: labelled(label),
      }),
    );
}

/**
 * What a field whose null means "no value" takes, for the API's document: the JSON Schema of a
 * preprocessed field is its inner schema's, which would refuse the null the field accepts.
 */
export const orNull = (type: 'string' | 'number' | 'integer') => ({ type: [type, 'null'] });

/** Optional text: "", null and absent all mean "no value". */
export function optionalText(label: string, max: number, shape: TextShape) {
  return z
    .preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      textString(label, shape)
        .max(max, atMostCharacters(label, max))
        .optional()
        .transform((value) => (value === '' ? undefined : value)),
    )
    .meta(orNull('string'));
}

export function optionalHttpUrl(label: string) {
  return z
    .preprocess(
      (value) =>
        value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
      httpUrlField(label).optional(),
    )
    .meta(orNull('string'));
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

/** The messages of numbers out of range, keyed for translation. */
export const atLeast = (label: string, min: number) =>
  keyed(`${label} must be at least ${min}`, 'server.validation.atLeast', {
    label: labelled(label),
    min,
  });
export const atMost = (label: string, max: number) =>
  keyed(`${label} must be at most ${max}`, 'server.validation.atMost', {
    label: labelled(label),
    max,
  });
export const wholeNumber = (label: string) =>
  keyed(`${label} must be a whole number`, 'server.validation.wholeNumber', {
    label: labelled(label),
  });
