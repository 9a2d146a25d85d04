/**
 * The languages the app and its e-mails speak (N5); English is the spec's. Apart from the
 * preference schema, so a page that only needs the list loads no zod.
 */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
