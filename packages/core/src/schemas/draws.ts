import { z } from 'zod';
import { LIMITS, QUOTAS } from '../limits.js';
import { isCalendarDate } from '../rules/surprise.js';
import {
  atLeast,
  atMost,
  atMostCharacters,
  EXPECTED,
  nameString,
  requiredMessage,
  textString,
  typeError,
} from './fields.js';
import { keyed, labelled } from './keyed-texts.js';
import { currencyField } from './lists.js';
import { isoTime } from './times.js';

const person = z.object({ _id: z.string(), name: z.string() });
const personId = (label: string) => z.string({ error: typeError(label, EXPECTED.string) });

/** D1: a draw as its admin sets it up. */
export const drawInput = z.object({
  name: nameString(
    'Name',
    { length: 1, message: requiredMessage('Name') },
    { length: LIMITS.listNameMax, message: atMostCharacters('Name', LIMITS.listNameMax) },
  ),
  participantIds: z
    .array(personId('Participant'), { error: typeError('Participants', EXPECTED.array) })
    .min(2, keyed('A draw needs at least 2 participants', 'server.draws.tooFew'))
    .max(
      QUOTAS.peoplePerCircle,
      keyed(
        `A draw can have at most ${QUOTAS.peoplePerCircle} participants`,
        'server.draws.tooMany',
        { max: QUOTAS.peoplePerCircle },
      ),
    ),
  exclusions: z
    .array(
      // A pair as an array of two ids, not a tuple: a tuple's JSON Schema (items: false) trips
      // the published document's validators.
      z
        .array(personId('Exclusion'))
        .length(2, keyed('An exclusion is [giverId, receiverId]', 'server.draws.pair')),
      { error: typeError('Exclusions', EXPECTED.array) },
    )
    .max(
      QUOTAS.exclusionsPerDraw,
      keyed(
        `A draw can have at most ${QUOTAS.exclusionsPerDraw} exclusions`,
        'server.draws.tooManyExclusions',
        { max: QUOTAS.exclusionsPerDraw },
      ),
    )
    .default([]),
  budget: z
    .number({ error: typeError('Budget', EXPECTED.number) })
    .finite(
      keyed('Budget must be a finite number', 'server.validation.finite', {
        label: labelled('Budget'),
      }),
    )
    .min(0, atLeast('Budget', 0))
    .max(LIMITS.priceMax, atMost('Budget', LIMITS.priceMax))
    .nullable()
    .optional(),
  currency: currencyField.nullable().optional(),
  exchangeDate: z
    .string({ error: typeError('Exchange date', EXPECTED.date) })
    .refine(
      isCalendarDate,
      keyed(
        'Exchange date must be a real date written YYYY-MM-DD',
        'server.validation.realExchangeDate',
      ),
    )
    .nullable()
    .optional(),
});
export type DrawInput = z.infer<typeof drawInput>;

/** D3: a question to one's recipient, or an answer to one's Santa. */
export const drawMessageInput = z.object({
  to: z.enum(['recipient', 'santa'], {
    error: keyed("To must be 'recipient' or 'santa'", 'server.draws.messageTo'),
  }),
  text: textString('Message', 'block')
    .refine((text) => text.length > 0, requiredMessage('Message'))
    .max(LIMITS.drawMessageMax, atMostCharacters('Message', LIMITS.drawMessageMax)),
});
export type DrawMessageInput = z.infer<typeof drawMessageInput>;

export const drawParticipant = person
  .extend({ seen: z.boolean().describe('Whether they have looked at whom they drew.') })
  .meta({ id: 'DrawParticipant', description: 'Someone in a draw (never whom they drew).' });

/** D2: a draw as one participant (or an admin of its circle) may see it. */
export const draw = z
  .object({
    _id: z.string(),
    circleId: z.string(),
    name: z.string(),
    budget: z.number().nullable(),
    currency: z.string().nullable(),
    exchangeDate: z.string().nullable(),
    participants: z.array(drawParticipant),
    exclusions: z
      .array(z.array(z.string()).length(2))
      .describe("The one-way pairs kept apart: the circle's admins only, [] for others."),
    runAt: isoTime.nullable().describe('When it was last run; null before.'),
    runs: z.number().int(),
    admin: z.boolean().describe("Whether the caller is one of the circle's admins."),
    rerunAdvised: z
      .literal(true)
      .optional()
      .describe('Only after a run, when someone it paired has left the circle since.'),
    recipient: person
      .extend({
        lists: z.array(
          z.object({ _id: z.string(), name: z.string(), eventDate: z.string().nullable() }),
        ),
        left: z
          .literal(true)
          .optional()
          .describe('Only when they have left the circle since the run: an admin may run again.'),
      })
      .nullable()
      .describe(
        'Whom the caller drew, with their lists shared in the circle; null before a run or for a non-participant.',
      ),
  })
  .meta({ id: 'Draw', description: 'A Secret Santa draw in a circle (D1, D2).' });
export type Draw = z.infer<typeof draw>;

/** A circle's draws, as a list: no participant's recipient, as always. */
export const drawSummary = z
  .object({
    _id: z.string(),
    name: z.string(),
    exchangeDate: z.string().nullable(),
    runAt: isoTime.nullable(),
    participating: z.boolean(),
  })
  .meta({ id: 'DrawSummary', description: "A circle's draw, in its list of draws." });
export type DrawSummary = z.infer<typeof drawSummary>;

/** D3: one message, as its reader sees it: which conversation, and whether they wrote it. */
export const drawMessage = z
  .object({
    _id: z.string(),
    thread: z
      .enum(['recipient', 'santa'])
      .describe('`recipient`: with whom the caller gives to; `santa`: with their own Santa.'),
    mine: z.boolean(),
    text: z.string(),
    at: z
      .string()
      .describe('The day it was written (`YYYY-MM-DD`): not the time, which could tell who.'),
  })
  .meta({ id: 'DrawMessage', description: 'A message between a Santa and their recipient (D3).' });
export type DrawMessage = z.infer<typeof drawMessage>;
