import {
  circle,
  idParam,
  managedInput,
  managedMember,
  managersInput,
  messageAnswer,
} from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json, refusals } from '../../http/api-schema.js';
import { translated } from '../../i18n/translated.js';
import type { Services } from '../../services.js';

const circleParams = z.object({ id: idParam.describe("The circle's id.") });
const memberParams = z.object({ memberId: idParam.describe("The managed member's id.") });
const noMember = [
  404,
  'No such managed member in the circles of the caller (`MANAGED_MEMBER_NOT_FOUND`).',
] as const;

/** C4: managed members (a child, a grandparent without e-mail) and who keeps them. */
export function managedRoutes(
  app: FastifyInstance,
  { managed: service, circles }: Pick<Services, 'managed' | 'circles'>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: app.signedIn };
  const tags = ['Circles'];

  api.post(
    '/api/circles/:id/managed',
    {
      ...signedIn,
      schema: {
        operationId: 'addManagedMember',
        summary: 'Add a managed member (a child) to a circle',
        description:
          'Admins only. The member has no account, never signs in and is never mailed; the ' +
          'caller keeps them (creates and edits their lists, sees the claims on them).',
        tags,
        params: circleParams,
        body: managedInput,
        response: {
          201: json(circle, 'The circle, with the new member.'),
          ...refusals(
            [403, 'Only the circle’s admins may do this (`NOT_CIRCLE_ADMIN`).'],
            [404, 'No such circle, or the caller is not in it (`CIRCLE_NOT_FOUND`).'],
            [
              409,
              'The circle is full (`CIRCLE_FULL`) or the caller keeps as many as allowed (`MANAGED_LIMIT`).',
            ],
          ),
        },
      },
    },
    async (request, reply) => {
      await service.add(request.caller, request.params.id, request.body);
      reply.code(201);
      return circles.get(request.caller, request.params.id);
    },
  );

  api.get(
    '/api/managed',
    {
      ...signedIn,
      schema: {
        operationId: 'listManagedMembers',
        summary: 'The managed members the caller keeps',
        tags,
        response: { 200: json(z.array(managedMember), 'By name, with their managers.') },
      },
    },
    async (request) => service.mine(request.caller),
  );

  api.put(
    '/api/managed/:memberId',
    {
      ...signedIn,
      schema: {
        operationId: 'updateManagedMember',
        summary: 'Name who keeps a managed member, or rename them',
        description:
          '`managerIds` replaces the managers: people with an account in one of the member’s ' +
          'circles. Their managers may, and the admins of their circles.',
        tags,
        params: memberParams,
        body: managersInput,
        response: {
          200: json(managedMember, 'The member, with their managers.'),
          ...refusals(
            [
              403,
              'Neither a manager nor an admin (`NOT_MANAGER`), or a manager outside the member’s circles (`NOT_IN_A_CIRCLE`).',
            ],
            noMember,
            [409, 'A new manager keeps as many members as allowed (`MANAGED_LIMIT`).'],
          ),
        },
      },
    },
    async (request) => service.update(request.caller, request.params.memberId, request.body),
  );

  api.delete(
    '/api/managed/:memberId',
    {
      ...signedIn,
      schema: {
        operationId: 'deleteManagedMember',
        summary: 'Delete a managed member and their lists',
        description: 'Their managers only.',
        tags,
        params: memberParams,
        response: {
          200: json(messageAnswer, 'Deleted.'),
          ...refusals([403, 'Not one of their managers (`NOT_MANAGER`).'], noMember),
        },
      },
    },
    async (request) =>
      translated(request, await service.delete(request.caller, request.params.memberId)),
  );
}
