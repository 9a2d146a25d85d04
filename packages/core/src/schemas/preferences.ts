import { z } from 'zod';
import { LANGUAGES, type Language } from '../languages.js';
import { trueOrFalse } from './fields.js';
import { said } from './said.js';

export { LANGUAGES, type Language };

/** The kinds of notification e-mail a person can turn off (N3), each on by default. */
export const NOTIFICATION_KINDS = ['digest', 'claimedChanged', 'reminders'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface Preferences {
  notify: Record<NotificationKind, boolean>;
  language: Language;
}

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
        error: said(
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
export interface UnsubscribeAnswer {
  kind: NotificationKind;
  message: string;
}
