import { z } from 'zod';

/** The languages the app and its e-mails speak (N5); English is the spec's. */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The kinds of notification e-mail a person can turn off (N3), each on by default. */
export const NOTIFICATION_KINDS = ['digest', 'claimedChanged', 'reminders'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface Preferences {
  notify: Record<NotificationKind, boolean>;
  language: Language;
}

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

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
      .enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` })
      .optional(),
  })
  .strict();
export type PreferencesInput = z.infer<typeof preferencesInput>;

/** What `GET /api/unsubscribe/:token` says a link will turn off, and what POST did. */
export interface UnsubscribeAnswer {
  kind: NotificationKind;
  message: string;
}
