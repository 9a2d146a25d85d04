import { preferencesInput } from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/validate.js';
import { told } from '../../i18n/told.js';
import type { Services } from '../../services.js';

/**
 * RFC 8058's one-click POST is `List-Unsubscribe=One-Click` as a form (urlencoded or
 * multipart); the web page may send JSON or nothing. The token says it all, so a form is read
 * (within the body limit) and not looked at. Only this route's scope takes forms.
 */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The token is the rest of the path: a `:token` parameter longer than the router's limit would
 * be answered 414 by the router itself, and every bad link must get the same 400.
 */
type TokenParams = { Params: { '*': string } };
const UNSUBSCRIBE = '/api/unsubscribe/*';

export function notificationRoutes(
  app: FastifyInstance,
  { preferences }: Pick<Services, 'preferences'>,
): void {
  const signedIn = { preHandler: app.signedIn };

  app.get('/api/auth/preferences', signedIn, async (request) => preferences.get(request.caller));

  app.put('/api/auth/preferences', signedIn, async (request) =>
    preferences.update(request.caller, parseInput(preferencesInput, request.body)),
  );

  // No caller: the link's token is the credential (see unsubscribe-tokens.ts). A bearer header
  // sent along is ignored.
  app.register(async (scope) => {
    scope.addContentTypeParser(FORM_TYPES, { parseAs: 'buffer' }, (_request, _body, done) =>
      done(null, undefined),
    );

    // Says what the link turns off and changes nothing: mail scanners open links. Both answer
    // in the language of the page that asks (N5).
    scope.get<TokenParams>(UNSUBSCRIBE, async (request) =>
      told(request, preferences.describe(request.params['*'])),
    );

    scope.post<TokenParams>(UNSUBSCRIBE, async (request) =>
      told(request, await preferences.unsubscribe(request.params['*'])),
    );
  });
}
