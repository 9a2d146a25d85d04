import { scrapeInput, scrapeResult } from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { json, refusals } from '../../http/api-schema.js';
import { msg } from '../../i18n/message.js';
import type { Services } from '../../services.js';
import { refuseOversizedPage, SCRAPE_BODY_LIMIT } from './sent-page-size.js';

export function scrapeRoutes(app: FastifyInstance, { scrape }: Pick<Services, 'scrape'>): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/scrape',
    {
      preValidation: [app.signedIn, refuseOversizedPage],
      // A page sent with its address (X1) may be 5 MB; every other route keeps 1 MB.
      bodyLimit: SCRAPE_BODY_LIMIT,
      config: { bodyTooLarge: msg('server.scrape.sentPageTooLarge') },
      schema: {
        operationId: 'quickAdd',
        summary: 'Read a product page (Quick Add)',
        description:
          'Fetches the page (http or https, public addresses only) and reads its title, ' +
          'price, description and images, cut to the item form’s lengths (Q1). With `html` ' +
          '(X1), reads that page instead and fetches nothing.',
        tags: ['Quick Add'],
        body: scrapeInput,
        response: {
          200: json(scrapeResult, 'What the page says.'),
          ...refusals(
            [400, 'The URL breaks a rule, or is not one a page may be read from.'],
            [
              422,
              'The page could not be fetched or used (failed, too large, too slow, not a product).',
            ],
            [413, 'The body is larger than 8 MB, or `html` larger than 5 MB (`PAGE_TOO_LARGE`).'],
            [429, 'Too many pages read from this address or account: wait.'],
            [
              503,
              'The pages waiting to be read hold all the memory they may (`SCRAPE_BUSY`), or ' +
                'the database is unavailable.',
            ],
          ),
        },
      },
    },
    async (request) =>
      scrape.scrape(request.caller, request.ip, request.body.url, request.body.html),
  );
}
