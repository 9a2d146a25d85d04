import { z } from 'zod';
import { LIMITS, SCRAPE_HTML_MAX_BYTES } from '../limits.js';
import { requiredMessage, textString } from './fields.js';
import { keyed, labelled } from './keyed-texts.js';

/** `POST /api/scrape`: a link, and the page as the person's browser shows it (X1). */
export const scrapeInput = z.object({
  url: textString('URL')
    .min(1, requiredMessage('URL'))
    .max(
      LIMITS.linkMax,
      keyed('URL is too long', 'server.validation.tooLong', { label: labelled('URL') }),
    ),
  html: z
    .string()
    // Characters never outnumber UTF-8 bytes: the server's byte count (413) refuses first.
    .max(SCRAPE_HTML_MAX_BYTES)
    .optional()
    .describe(
      'The page as the browser shows it (its HTML), at most 5 MB in UTF-8. When given, the ' +
        'product is read from it and nothing is fetched; `url` is the link kept, and the base ' +
        'its relative addresses are read against.',
    ),
});
export type ScrapeInput = z.infer<typeof scrapeInput>;
