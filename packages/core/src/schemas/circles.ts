import { z } from 'zod';
import { LIMITS, QUOTAS } from '../limits.js';
import { user } from './account-answers.js';
import {
  atMostCharacters,
  EXPECTED,
  nameString,
  personNameField,
  requiredMessage,
  typeError,
} from './fields.js';
import { keyed } from './keyed-texts.js';
import { isoTime } from './times.js';

/** C1: a circle's roles. An admin renames, deletes, invites and removes; a member gives. */
export const CIRCLE_ROLES = ['admin', 'member'] as const;
export type CircleRole = (typeof CIRCLE_ROLES)[number];

export const circleMember = z
  .object({
    _id: z.string(),
    name: z.string(),
    role: z.enum(CIRCLE_ROLES),
    managed: z
      .boolean()
      .describe('A member without an account of their own (a child), kept by managers (C4).'),
    managers: z
      .array(z.object({ _id: z.string(), name: z.string() }))
      .optional()
      .describe('C4: who keeps a managed member (edits their lists, sees their claims).'),
  })
  .meta({ id: 'CircleMember', description: 'Someone in a circle.' });
export type CircleMember = z.infer<typeof circleMember>;

export const circle = z
  .object({
    _id: z.string(),
    name: z.string(),
    members: z.array(circleMember),
    createdAt: isoTime,
  })
  .meta({ id: 'Circle', description: 'People who give to each other (C1).' });
export type Circle = z.infer<typeof circle>;

export const circles = z.array(circle);

const circleName = nameString(
  'Name',
  { length: 1, message: requiredMessage('Name') },
  { length: LIMITS.listNameMax, message: atMostCharacters('Name', LIMITS.listNameMax) },
);

/** C1: creating or renaming a circle. */
export const circleInput = z.object({ name: circleName });
export type CircleInput = z.infer<typeof circleInput>;

/** C3: the lists shared into a circle, with their owners. */
export const circleList = z
  .object({
    _id: z.string(),
    name: z.string(),
    owner: z.object({ _id: z.string(), name: z.string() }),
    eventDate: z.string().nullable(),
    sharedAt: isoTime,
  })
  .meta({ id: 'CircleList', description: 'A list shared into a circle (C3).' });
export type CircleList = z.infer<typeof circleList>;

export const circleLists = z.array(circleList);

/** C2: what a circle's invitation link shows before anyone signs in. */
export const circleInvitationPreview = z
  .object({
    circle: z.object({ _id: z.string(), name: z.string() }),
    invitedBy: z.object({ name: z.string() }),
    inviteeEmail: z.string(),
    hasAccount: z
      .boolean()
      .describe('Whether an account already has the invited address (sign in) or not (join).'),
  })
  .meta({ id: 'CircleInvitationPreview', description: "What a circle's invitation link shows." });
export type CircleInvitationPreview = z.infer<typeof circleInvitationPreview>;

/** C3: the circles a list is shared into, as its owner sets them (`PUT /api/lists/{id}`). */
export const circleIdsField = z
  .array(z.string({ error: typeError('Circle', EXPECTED.string) }), {
    error: typeError('Circles', EXPECTED.array),
  })
  .max(
    QUOTAS.circlesPerList,
    keyed(
      `A list can be shared into at most ${QUOTAS.circlesPerList} circles`,
      'server.circles.tooManyForList',
      { max: QUOTAS.circlesPerList },
    ),
  );

/** C2: a circle joined, signed in; signed out (`name`), also the new account's session. */
export const circleJoined = z
  .object({
    message: z.string(),
    circle: z.object({ _id: z.string(), name: z.string() }),
    token: z.string().optional().describe('Signed out: the new account’s session token.'),
    user: user.optional().describe('Signed out: the new account.'),
  })
  .meta({ id: 'CircleJoined', description: 'A circle joined from its invitation link (C2).' });
export type CircleJoined = z.infer<typeof circleJoined>;

/** C2: joining signed out takes a name, as joining from a list's invitation does (E3). */
export const circleJoinInput = z.object({ name: personNameField.optional() });

/** C4: a managed member added to a circle by an admin. */
export const managedInput = z.object({ name: personNameField });
export type ManagedInput = z.infer<typeof managedInput>;

/** C4: who keeps a managed member (replacing who did), and their name; one or both. */
export const managersInput = z
  .object({
    managerIds: z
      .array(z.string({ error: typeError('Manager', EXPECTED.string) }), {
        error: typeError('Managers', EXPECTED.array),
      })
      .min(1, keyed('A managed member needs a manager', 'server.circles.needsManager'))
      .max(
        QUOTAS.managersPerMember,
        keyed(
          `A managed member can have at most ${QUOTAS.managersPerMember} managers`,
          'server.circles.tooManyManagers',
          { max: QUOTAS.managersPerMember },
        ),
      )
      .optional(),
    name: personNameField.optional(),
  })
  .refine((input) => input.managerIds !== undefined || input.name !== undefined, {
    message: keyed('Send managerIds or name', 'server.circles.managersOrName'),
  });
export type ManagersInput = z.infer<typeof managersInput>;

/** C4: a managed member, with who keeps them. */
export const managedMember = z
  .object({
    _id: z.string(),
    name: z.string(),
    managed: z.literal(true),
    managers: z.array(z.object({ _id: z.string(), name: z.string() })),
  })
  .meta({ id: 'ManagedMember', description: 'A member kept by others (C4): a child, say.' });
export type ManagedMember = z.infer<typeof managedMember>;

/** C5: a list's co-owners, as its owner sets them (`PUT /api/lists/{id}`). */
export const coOwnerIdsField = z
  .array(z.string({ error: typeError('Co-owner', EXPECTED.string) }), {
    error: typeError('Co-owners', EXPECTED.array),
  })
  .max(
    QUOTAS.coOwnersPerList,
    keyed(
      `A list can have at most ${QUOTAS.coOwnersPerList} co-owners`,
      'server.lists.tooManyCoOwners',
      { max: QUOTAS.coOwnersPerList },
    ),
  );
