import type { InviteResult } from '@wishlist/core';
import { Alert } from '../../../components/ui/alert';
import { t } from '../i18n';

/** Why an entry of the e-mail box got no invitation. */
export type SkipReason = 'not_an_email' | 'duplicate' | 'own_address' | 'already_invited' | 'other';

export interface SkippedEntry {
  entry: string;
  reason: SkipReason;
}

/** The invitation call's answer, with the reasons a newer server gives for what it skipped. */
type InviteAnswer = InviteResult & {
  skippedReasons?: ReadonlyArray<{ email: string; reason: string }>;
};

const serverReasons: ReadonlySet<string> = new Set(['duplicate', 'own_address', 'already_invited']);

/**
 * What the server did not invite, each with its reason; from an answer without
 * `skippedReasons`, its `skipped` addresses with no reason known.
 */
export function skippedByServer(answer: InviteAnswer): SkippedEntry[] {
  if (Array.isArray(answer.skippedReasons)) {
    return answer.skippedReasons.map(({ email, reason }) => ({
      entry: email,
      reason: serverReasons.has(reason) ? (reason as SkipReason) : 'other',
    }));
  }
  return (answer.skipped ?? []).map((entry) => ({ entry, reason: 'other' }));
}

const reasonText = (reason: SkipReason, alreadyInvited?: string): string => {
  switch (reason) {
    case 'not_an_email':
      return t('invitations.invite.reason.notAnEmail');
    case 'duplicate':
      return t('invitations.invite.reason.duplicate');
    case 'own_address':
      return t('invitations.invite.reason.ownAddress');
    case 'already_invited':
      return alreadyInvited ?? t('invitations.invite.reason.alreadyInvited');
    case 'other':
      return t('invitations.invite.reason.other');
  }
};

/**
 * The entries that got no invitation and why, beside the spec's sentence (which clears on its
 * own time); this stays until the dialog closes or the next sending.
 */
export function SkippedEntries({
  entries,
  alreadyInvitedText,
}: {
  entries: readonly SkippedEntry[];
  /** The "already invited" reason where it means more (a circle: or already a member). */
  alreadyInvitedText?: string | undefined;
}) {
  if (entries.length === 0) return null;
  return (
    <Alert tone="info">
      <p>{t('invitations.invite.skippedTitle', { count: entries.length })}</p>
      <ul className="invite-skipped">
        {entries.map(({ entry, reason }, index) => (
          // The same entry may be typed twice; the list never changes once shown.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            {t('invitations.invite.skippedEntry', {
              entry,
              reason: reasonText(reason, alreadyInvitedText),
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
