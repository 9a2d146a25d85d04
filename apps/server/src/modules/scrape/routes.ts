import { scrapeInput, scrapeResult } from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { json, refusals } from '../../http/api-schema.js';
import type { Services } from '../../services.js';

export function scrapeRoutes(app: FastifyInstance, { scrape }: Pick<Services, 'scrape'>): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/scrape',
    {
      preValidation: app.signedIn,
      schema: {
        operationId: 'quickAdd',
        summary: 'Read a product page (Quick Add)',
        description:
          'Fetches the page (http or https, public addresses only) and reads its title, ' +
          'price, description and images, cut to the item form’s lengths (Q1).',
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
    async (request) => scrape.scrape(request.caller, request.ip, request.body.url),
  );
}
