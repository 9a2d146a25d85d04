import { scrapeInput } from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../http/validate.js';
import type { Services } from '../../services.js';

export function scrapeRoutes(app: FastifyInstance, { scrape }: Pick<Services, 'scrape'>): void {
  app.post('/api/scrape', { preHandler: app.signedIn }, async (request) => {
    const { url } = parseInput(scrapeInput, request.body);
    return scrape.scrape(request.caller, request.ip, url);
  });
}
