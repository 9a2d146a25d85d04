import { unsubscribeAnswer } from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json, refusals } from '../../http/api-schema.js';
import { documentedOnly } from '../../http/validate.js';
import { translated } from '../../i18n/translated.js';
import type { Services } from '../../services.js';

/**
 * RFC 8058's one-click POST is `List-Unsubscribe=One-Click` as a form (urlencoded or
 * multipart); the web page may send JSON or nothing. The token says it all, so a form is read
 * (within the body limit) and not looked at. Only this route's scope takes forms.
 */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The token is the rest of the path: a `:token` parameter longer than the router's limit would
 * be answered 414 by the router itself, and every bad link must get the same 400 (so the
 * service, not the validator, reads it).
 */
const UNSUBSCRIBE = '/api/unsubscribe/*';
const tokenParams = documentedOnly(
  z.object({ '*': z.string().describe('The token of the link an e-mail carries.') }),
  'The rest of the path is the token.',
);
const oneClick = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() });
const ignored = (schema: z.ZodType, what: string) => ({ schema: documentedOnly(schema, what) });
const oneClickBody = {
  content: {
    'application/x-www-form-urlencoded': ignored(oneClick, 'As RFC 8058 sends it; not read.'),
    'multipart/form-data': ignored(oneClick, 'As RFC 8058 sends it; not read.'),
    'application/json': ignored(z.unknown(), 'Anything, or nothing: the token says it all.'),
  },
};
const badLink = [400, 'The link is not one of ours (`invalid_unsubscribe_link`).'] as const;

/**
 * The unsubscribe links that e-mails carry (N3). The caller's own preferences are the
 * account's calls, under `/api/auth/` (`auth/account-routes.ts`), served by this module's
 * `PreferencesService`.
 */
export function notificationRoutes(
  app: FastifyInstance,
  { preferences: service }: Pick<Services, 'preferences'>,
): void {
  // No caller: the link's token is the credential (see unsubscribe-tokens.ts). A bearer header
  // sent along is ignored.
  app.register(async (scope) => {
    scope.addContentTypeParser(FORM_TYPES, { parseAs: 'buffer' }, (_request, _body, done) =>
      done(null, undefined),
    );
    const links = scope.withTypeProvider<ZodTypeProvider>();

    // Says what the link turns off and changes nothing: mail scanners open links. Both answer
    // in the language of the page that asks (N5).
    links.get(
      UNSUBSCRIBE,
      {
        config: { restOfPath: 'token' },
        schema: {
          operationId: 'describeUnsubscribeLink',
          summary: 'What an unsubscribe link turns off',
          description: 'Changes nothing: mail scanners open links.',
          tags: ['Notifications'],
          params: tokenParams,
          response: { 200: json(unsubscribeAnswer, 'The kind of e-mail.'), ...refusals(badLink) },
        },
      },
      async (request) => translated(request, service.describe(request.params['*'])),
    );

    links.post(
      UNSUBSCRIBE,
      {
        config: { restOfPath: 'token' },
        schema: {
          operationId: 'unsubscribe',
          summary: 'Turn off the e-mails a link names',
          description: 'One click (RFC 8058): the same answer every time the link is used.',
          tags: ['Notifications'],
          params: tokenParams,
          body: oneClickBody,
          response: { 200: json(unsubscribeAnswer, 'They are off.'), ...refusals(badLink) },
        },
      },
      async (request) => translated(request, await service.unsubscribe(request.params['*'])),
    );
  });
}
