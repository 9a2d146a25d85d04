import {
  copyItemInput,
  copyItemResult,
  exportQuery,
  importListInput,
  importQuery,
  listExport,
  wishList,
} from '@wishlist/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json, refusals } from '../../http/api-schema.js';
import { itemParams, listParams } from '../../http/route-params.js';
import { documentedOnly } from '../../http/validate.js';
import { languageOf } from '../../i18n/request-language.js';
import type { Services } from '../../services.js';

/** `filename*` (RFC 6266) carries any name; `filename` a plain-ASCII stand-in for old clients. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const CSV_FILE = z
  .string()
  .describe('A header row naming the columns (any order), then one row per item.');

/**
 * An import's body and query are checked by the import itself: its items one by one, each
 * problem with its line or position, and the query only with a CSV body.
 */
const importBody = {
  content: {
    'application/json': {
      schema: documentedOnly(importListInput, 'A list as `GET /api/lists/{id}/export` writes it.'),
    },
    'text/csv': {
      schema: documentedOnly(CSV_FILE, 'A CSV export, or any CSV with a name column.'),
    },
  },
};

/** L4-L5: copy or move an item to another list, export a list, import one. */
export function transferRoutes(
  app: FastifyInstance,
  { transfers }: Pick<Services, 'transfers'>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: app.signedIn };

  // An import may be CSV; its text reaches the route as it came (the body limit still holds).
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  api.post(
    '/api/lists/:id/items/:itemId/copy',
    {
      ...signedIn,
      schema: {
        operationId: 'copyItem',
        summary: 'Copy or move an item to another list',
        description: 'Both lists must be the caller’s; the item goes last on the target (L4).',
        tags: ['Lists'],
        params: itemParams,
        body: copyItemInput,
        response: {
          200: json(copyItemResult, 'The item as made on the target list, and that list.'),
          ...refusals(
            [403, 'Only the owner of both lists may do this (`NOT_LIST_OWNER`).'],
            [404, 'No such list or item, or not visible to the caller.'],
            [409, 'The target list is archived or full, or the account over its quota.'],
          ),
        },
      },
    },
    async (request) =>
      transfers.copy(request.caller, request.params.id, request.params.itemId, request.body),
  );

  api.get(
    '/api/lists/:id/export',
    {
      ...signedIn,
      schema: {
        operationId: 'exportList',
        summary: 'Export a list',
        description: 'As a file to download (L5): its items without ids or claims.',
        tags: ['Lists'],
        params: listParams,
        querystring: exportQuery,
        response: {
          200: {
            description: 'The list as a file (`Content-Disposition: attachment`).',
            content: {
              'application/json': { schema: listExport },
              'text/csv': { schema: CSV_FILE },
            },
          },
          ...refusals(
            [403, 'Only the list’s owner may export it (`NOT_LIST_OWNER`).'],
            [404, 'No such list, or not visible to the caller.'],
          ),
        },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const file = await transfers.export(request.caller, request.params.id, format);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachment(file.filename))
        .send(file.body);
    },
  );

  api.post(
    '/api/lists/import',
    {
      ...signedIn,
      schema: {
        operationId: 'importList',
        summary: 'Import a list',
        description:
          'A new list from an export (JSON) or a CSV file (L5). Every item is checked first: ' +
          'on any problem nothing is made, and the 400 lists the problems by line or item.',
        tags: ['Lists'],
        querystring: documentedOnly(importQuery, 'For a CSV body: the new list’s name, currency.'),
        body: importBody,
        response: {
          201: json(wishList, 'The new list.'),
          ...refusals([409, 'The account holds all the lists or text it may (quota).']),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const list =
        typeof body === 'string'
          ? await transfers.importCsv(request.caller, body, request.query, languageOf(request))
          : await transfers.importJson(request.caller, body);
      reply.code(201);
      return list;
    },
  );
}
