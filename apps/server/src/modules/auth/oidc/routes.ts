import { authResult, type OidcFailure, oidcFinishInput } from '@wishlist/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../../errors.js';
import { json, noBody, refusals } from '../../../http/api-schema.js';
import { documentedOnly } from '../../../http/validate.js';
import { msg } from '../../../i18n/message.js';
import { languageOf } from '../../../i18n/request-language.js';
import type { Services } from '../../../services.js';
import { OidcSignInError } from './provider-client.js';
import type { OidcSignIn } from './service.js';

/** Where the web app goes after signing in, unless the sign-in was started elsewhere. */
const HOME = '/dashboard';

/** A path of this site to return to ("/lists/abc"), never another site's ("//evil.example"). */
function localPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return HOME;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return HOME;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  return /[\x00-\x1f\x7f]/.test(value) ? HOME : value;
}

const startQuery = z.object({
  next: z.unknown().optional().describe('A path of this site to go to once signed in.'),
});

/** The provider's answer, handed whole to the OpenID Connect client, which checks it. */
const callbackQuery = documentedOnly(
  z.looseObject({
    code: z.string().optional(),
    state: z.string().optional(),
    iss: z.string().optional(),
    error: z.string().optional(),
  }),
  "The provider's authorization answer (RFC 6749, 9207).",
);

const notConfigured = [
  404,
  'The server signs in with no provider (`OIDC_NOT_CONFIGURED`).',
] as const;
const toTheBrowser = (where: string) =>
  noBody(`A redirect (\`Location\`) to ${where}, or to the sign-in page saying what failed.`);

/**
 * S2's three calls, which need no caller: the browser is sent to the provider, comes back to
 * the callback, and the web app trades the callback's one-time code for a session.
 *
 * - `GET /api/auth/oidc/start?next=/path`: 302 to the provider, with the sign-in's cookie.
 * - `GET /api/auth/oidc/callback`: 302 to `APP_URL/oidc/finish?next=…#code=…` once the
 *   account is found or made; on any failure 302 to `APP_URL/login?oidc_error=…`, whose page
 *   says what happened. Never a 5xx: the browser is on a page of ours either way.
 * - `POST /api/auth/oidc/finish {code}`: `{token, user}`, as `POST /api/auth/login` answers,
 *   from the browser the callback set the code's cookie in (404 from any other).
 *
 * Each answers 404 when the server has no provider (OIDC_* unset).
 */
export function oidcRoutes(
  app: FastifyInstance,
  { oidc, limiter, config }: Pick<Services, 'oidc' | 'limiter' | 'config'>,
): void {
  const configured = (): OidcSignIn => {
    if (!oidc) throw notFound(msg('server.auth.oidcNotConfigured'), 'OIDC_NOT_CONFIGURED');
    return oidc;
  };

  /** The sign-in page, saying why the sign-in ended there. */
  const toLoginPage = (reply: FastifyReply, failure: OidcFailure, next: string) => {
    const query = new URLSearchParams({ oidc_error: failure });
    if (next !== HOME) query.set('next', next);
    return reply.redirect(`${config.appUrl}/login?${query}`, 302);
  };

  const failureOf = (request: FastifyRequest, error: unknown): OidcFailure => {
    if (error instanceof OidcSignInError) {
      if (error.failure === 'unavailable' || error.failure === 'failed')
        request.log.warn({ err: error.cause ?? error }, `OpenID Connect: ${error.failure}`);
      return error.failure;
    }
    if (error instanceof AppError && error.status === 429) return 'too_many_attempts';
    request.log.error({ err: error }, 'OpenID Connect sign-in failed');
    return 'failed';
  };

  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before the input is checked, as before anything else: a server without a provider has
  // none of these calls.
  const provided = async () => {
    configured();
  };

  api.get(
    '/api/auth/oidc/start',
    {
      preValidation: provided,
      schema: {
        operationId: 'startOidcSignIn',
        summary: 'Start signing in with the OpenID Connect provider',
        description: 'For a browser: sets the sign-in’s cookie (S2).',
        tags: ['Account'],
        querystring: startQuery,
        response: { 302: toTheBrowser('the provider'), ...refusals(notConfigured) },
      },
    },
    async (request, reply) => {
      const signIn = configured();
      const next = localPath(request.query.next);
      try {
        const { url, login } = await signIn.provider.start(next);
        reply.header('set-cookie', signIn.cookies.seal(login));
        return reply.redirect(url.href, 302);
      } catch (error) {
        return toLoginPage(reply, failureOf(request, error), next);
      }
    },
  );

  api.get(
    '/api/auth/oidc/callback',
    {
      preValidation: provided,
      schema: {
        operationId: 'finishOidcAtProvider',
        summary: 'Where the provider sends the browser back',
        description: 'Never an error page: every failure goes to the sign-in page (S2).',
        tags: ['Account'],
        querystring: callbackQuery,
        response: { 302: toTheBrowser('the web app'), ...refusals(notConfigured) },
      },
    },
    async (request, reply) => {
      const signIn = configured();
      // The sign-in's cookie is used once, whatever happens next.
      reply.header('set-cookie', signIn.cookies.clear());
      const login = signIn.cookies.open(request.headers.cookie);
      const next = login?.next ?? HOME;
      try {
        // No cookie (expired, another browser) or another sign-in's answer: not this one's.
        const at = request.url.indexOf('?');
        const query = at < 0 ? '' : request.url.slice(at + 1);
        if (!login || new URLSearchParams(query).get('state') !== login.state)
          throw new OidcSignInError('expired');
        await limiter.consume('oidc-callback', request.ip);
        const identity = await signIn.provider.finish(query, login);
        const code = await signIn.handOff(identity, languageOf(request), request.ip);
        reply.header('set-cookie', signIn.cookies.handOff(code));
        const onward = new URLSearchParams({ next });
        return reply.redirect(`${config.appUrl}/oidc/finish?${onward}#code=${code}`, 302);
      } catch (error) {
        return toLoginPage(reply, failureOf(request, error), next);
      }
    },
  );

  api.post(
    '/api/auth/oidc/finish',
    {
      preValidation: [provided, limiter.counting('oidc-finish')],
      schema: {
        operationId: 'finishOidcSignIn',
        summary: 'Trade the one-time code for a session',
        description: 'From the browser the callback set the code’s cookie in (S2).',
        tags: ['Account'],
        body: oidcFinishInput,
        response: {
          200: json(authResult, 'A new session, as signing in answers.'),
          ...refusals(
            [404, 'No provider, or the code is unknown, used or from another browser.'],
            429,
          ),
        },
      },
    },
    async (request, reply) => {
      const signIn = configured();
      const { code } = request.body;
      reply.header('set-cookie', signIn.cookies.clearHandOff());
      return signIn.finish(code, signIn.cookies.holdsHandOff(request.headers.cookie, code));
    },
  );
}
