import { z } from 'zod';
import { LANGUAGES, type Language } from '../languages.js';
import { trueOrFalse } from './fields.js';
import { keyed } from './keyed-texts.js';

export { LANGUAGES, type Language };

/** The kinds of notification e-mail a person can turn off (N3), each on by default. */
export const NOTIFICATION_KINDS = ['digest', 'claimedChanged', 'reminders'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** N3, N5: which e-mails a person gets, and the language the app and e-mails speak to them. */
export const preferences = z
  .object({
    notify: z.object({
      digest: z.boolean(),
      claimedChanged: z.boolean(),
      reminders: z.boolean(),
    }) satisfies z.ZodType<Record<NotificationKind, boolean>>,
    language: z.enum(LANGUAGES),
  })
  .meta({
    id: 'Preferences',
    description: 'Which e-mails the caller gets, and in which language.',
  });
export type Preferences = z.infer<typeof preferences>;

const flag = (label: string) => z.boolean({ error: trueOrFalse(label) });

/** `PUT /api/auth/preferences`: what is sent changes, the rest stays. */
export const preferencesInput = z
  .object({
    notify: z
      .object({
        digest: flag('notify.digest'),
        claimedChanged: flag('notify.claimedChanged'),
        reminders: flag('notify.reminders'),
      })
      .partial()
      .strict()
      .optional(),
    language: z
      .enum(LANGUAGES, {
        error: keyed(
          `language must be one of ${LANGUAGES.join(', ')}`,
          'server.validation.language',
          { languages: LANGUAGES.join(', ') },
        ),
      })
      .optional(),
  })
  .strict();
export type PreferencesInput = z.infer<typeof preferencesInput>;

/** What `GET /api/unsubscribe/:token` says a link will turn off, and what POST did. */
export const unsubscribeAnswer = z
  .object({ kind: z.enum(NOTIFICATION_KINDS), message: z.string() })
  .meta({ id: 'UnsubscribeAnswer', description: 'The kind of e-mail an unsubscribe link names.' });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswer>;
