import '../invitations.css';
import type { UseMutationResult } from '@tanstack/react-query';
import type { InviteResult } from '@wishlist/core';
import { entriesWithoutAt, splitEmailList } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useDialogDirty } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { errorMessage } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { ConnectionHint, useCanSend } from '../../offline';
import { useInvite } from '../api/invite';
import { t } from '../i18n';
import { SkippedEntries, type SkippedEntry, skippedByServer } from './skipped-entries';

interface InviteFormProps {
  listId: string;
  /** How long 'Invitations sent to N email(s)!' stays: 2 s simple, 3 s manage (spec 9). */
  clearAfterMs: number;
  submitLabel?: string;
}

export function InviteForm({ listId, ...form }: InviteFormProps) {
  const invite = useInvite(listId);
  return <EmailInviteForm invite={invite} {...form} />;
}

interface EmailInviteFormProps {
  /** The call that sends the invitations (a list's, a circle's), with the addresses kept. */
  invite: UseMutationResult<InviteResult, Error, string[]>;
  clearAfterMs: number;
  submitLabel?: string;
  /** What "already invited" means where these invitations go (a circle: or a member). */
  alreadyInvitedText?: string;
}

/**
 * An e-mail box whose addresses are invited by `invite`, with the spec's rules (section 5), its
 * sentence and what was skipped: the same behaviour for a list's invitations and a circle's.
 */
export function EmailInviteForm({
  invite,
  clearAfterMs,
  submitLabel = t('invitations.invite.send'),
  alreadyInvitedText,
}: EmailInviteFormProps) {
  const canSend = useCanSend();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<readonly SkippedEntry[]>([]);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // Addresses typed and not sent yet: the share and manage dialogs ask before closing.
  useDialogDirty(text.trim() !== '');

  // The spec's sentence clears on the spec's time, and nothing else repeats it (no toast): what
  // was skipped, and why, is said beside it and stays.
  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(null), clearAfterMs);
    return () => window.clearTimeout(timer);
  }, [success, clearAfterMs]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSuccess(null);
    const emails = splitEmailList(text);
    // Entries with no '@' are not kept (spec section 5); they are named, not dropped unseen.
    const dropped = entriesWithoutAt(text).map(
      (entry): SkippedEntry => ({ entry, reason: 'not_an_email' }),
    );
    setSkipped(dropped);
    if (emails.length === 0) {
      setProblem(specT('spec.enterOneEmail'));
      focusFirstInvalid();
      return;
    }
    setProblem(null);
    invite.mutate(emails, {
      onSuccess: (result) => {
        setText('');
        setSkipped([...dropped, ...skippedByServer(result)]);
        // N counts the addresses that really got an invitation (skipped ones are listed).
        setSuccess(
          specT('spec.invitationsSent', { count: result.invited?.length ?? emails.length }),
        );
      },
    });
  };

  const shown = invite.isError
    ? errorMessage(invite.error, specT('spec.sendInvitationsFailed'))
    : null;
  return (
    <form ref={formRef} className="stack" onSubmit={submit}>
      <TextAreaField
        label={t('invitations.invite.addresses')}
        rows={3}
        placeholder={t('invitations.invite.placeholder')}
        hint={t('invitations.invite.hint')}
        error={problem}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {shown ? <Alert tone="error">{shown}</Alert> : null}
      {success ? <Alert tone="success">{success}</Alert> : null}
      <SkippedEntries entries={skipped} alreadyInvitedText={alreadyInvitedText} />
      <ConnectionHint />
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={invite.isPending || !canSend}
        >
          {invite.isPending ? t('invitations.sending') : submitLabel}
        </button>
      </div>
    </form>
  );
}
