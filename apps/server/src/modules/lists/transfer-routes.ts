import { copyItemInput, exportQuery, idParam, importQuery } from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate.js';
import { languageOf } from '../../i18n/request-language.js';
import type { Services } from '../../services.js';

const listParams = z.object({ id: idParam });
const itemParams = z.object({ id: idParam, itemId: idParam });

/** `filename*` (RFC 6266) carries any name; `filename` a plain-ASCII stand-in for old clients. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** L4-L5: copy or move an item to another list, export a list, import one. */
export function transferRoutes(
  app: FastifyInstance,
  { transfers }: Pick<Services, 'transfers'>,
): void {
  const signedIn = { preHandler: app.signedIn };

  // An import may be CSV; its text reaches the route as it came (the body limit still holds).
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/lists/:id/items/:itemId/copy', signedIn, async (request) => {
    const { id, itemId } = parseInput(itemParams, request.params);
    return transfers.copy(request.caller, id, itemId, parseInput(copyItemInput, request.body));
  });

  app.get('/api/lists/:id/export', signedIn, async (request, reply) => {
    const { id } = parseInput(listParams, request.params);
    const { format } = parseInput(exportQuery, request.query);
    const file = await transfers.export(request.caller, id, format);
    return reply
      .type(file.contentType)
      .header('content-disposition', attachment(file.filename))
      .send(file.body);
  });

  app.post('/api/lists/import', signedIn, async (request, reply) => {
    const list =
      typeof request.body === 'string'
        ? await transfers.importCsv(
            request.caller,
            request.body,
            parseInput(importQuery, request.query),
            languageOf(request),
          )
        : await transfers.importJson(request.caller, request.body);
    reply.code(201);
    return list;
  });
}
