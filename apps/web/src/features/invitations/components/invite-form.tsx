import '../invitations.css';
import { splitEmailList } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useInvite } from '../api/invite';
import { t } from '../i18n';

interface InviteFormProps {
  listId: string;
  /** How long 'Invitations sent to N email(s)!' stays: 2 s simple, 3 s manage (spec 9). */
  clearAfterMs: number;
  submitLabel?: string;
}

export function InviteForm({
  listId,
  clearAfterMs,
  submitLabel = t('invitations.invite.send'),
}: InviteFormProps) {
  const id = useId();
  const invite = useInvite(listId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<string[]>([]);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => {
      setSuccess(null);
      setSkipped([]);
    }, clearAfterMs);
    return () => window.clearTimeout(timer);
  }, [success, clearAfterMs]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSuccess(null);
    const emails = splitEmailList(text);
    if (emails.length === 0) {
      setProblem(specT('spec.enterOneEmail'));
      return;
    }
    setProblem(null);
    invite.mutate(emails, {
      onSuccess: (result) => {
        setText('');
        setSkipped(result.skipped ?? []);
        // N counts the addresses that really got an invitation (skipped ones are listed).
        const sent = specT('spec.invitationsSent', {
          count: result.invited?.length ?? emails.length,
        });
        setSuccess(sent);
        // The spec's line clears after 2 s; the toast stays long enough to read.
        toast.show(sent);
      },
    });
  };

  const shown =
    problem ??
    (invite.isError ? errorMessage(invite.error, specT('spec.sendInvitationsFailed')) : null);
  return (
    <form className="stack" onSubmit={submit}>
      <div className="field">
        <label htmlFor={id} className="field-label">
          {t('invitations.invite.addresses')}
        </label>
        <textarea
          id={id}
          className="input textarea"
          rows={3}
          placeholder={t('invitations.invite.placeholder')}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t('invitations.invite.hint')}
        </p>
      </div>
      {shown ? <Alert tone="error">{shown}</Alert> : null}
      {success ? (
        <Alert tone="success">
          {success}
          {skipped.length > 0
            ? ` ${t('invitations.invite.skipped', { emails: skipped.join(', ') })}`
            : ''}
        </Alert>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={invite.isPending}>
          {invite.isPending ? t('invitations.sending') : submitLabel}
        </button>
      </div>
    </form>
  );
}
