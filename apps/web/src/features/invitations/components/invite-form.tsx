import '../invitations.css';
import { MESSAGES, splitEmailList } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useInvite } from '../api/invite';

interface InviteFormProps {
  listId: string;
  /** How long 'Invitations sent to N email(s)!' stays: 2 s simple, 3 s manage (spec 9). */
  clearAfterMs: number;
  submitLabel?: string;
}

export function InviteForm({
  listId,
  clearAfterMs,
  submitLabel = 'Send invitations',
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
      setProblem(MESSAGES.enterOneEmail);
      return;
    }
    setProblem(null);
    invite.mutate(emails, {
      onSuccess: (result) => {
        setText('');
        setSkipped(result.skipped ?? []);
        // N counts the addresses that really got an invitation (skipped ones are listed).
        const sent = MESSAGES.invitationsSent(result.invited?.length ?? emails.length);
        setSuccess(sent);
        // The spec's line clears after 2 s; the toast stays long enough to read.
        toast.show(sent);
      },
    });
  };

  const shown =
    problem ?? (invite.isError ? errorMessage(invite.error, MESSAGES.sendInvitationsFailed) : null);
  return (
    <form className="stack" onSubmit={submit}>
      <div className="field">
        <label htmlFor={id} className="field-label">
          Email addresses
        </label>
        <textarea
          id={id}
          className="input textarea"
          rows={3}
          placeholder={'grandma@example.com, uncle.joe@example.com'}
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-hint`} className="field-hint">
          Separate addresses with commas or new lines.
        </p>
      </div>
      {shown ? <Alert tone="error">{shown}</Alert> : null}
      {success ? (
        <Alert tone="success">
          {success}
          {skipped.length > 0
            ? ` Skipped (already invited or your own): ${skipped.join(', ')}`
            : ''}
        </Alert>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
