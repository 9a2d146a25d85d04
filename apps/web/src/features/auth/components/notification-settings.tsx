import type { NotificationKind, Preferences } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CheckboxField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePreferences, useUpdatePreferences } from '../api/preferences';

type Notify = Preferences['notify'];

/** The kinds of notification e-mail (N2), in the words of the one who gets them. */
const CHOICES: ReadonlyArray<{ kind: NotificationKind; label: string; hint: string }> = [
  {
    kind: 'digest',
    label: 'New items on lists shared with me',
    hint: 'A summary when someone adds items to a list they shared with you.',
  },
  {
    kind: 'claimedChanged',
    label: 'Changes to gifts I claimed',
    hint: 'When an item you claimed is changed or removed, or its list is archived or deleted.',
  },
  {
    kind: 'reminders',
    label: 'Event reminders',
    hint: 'A reminder before the event date of a list shared with you.',
  },
];

const LOAD_FAILED = 'Failed to load your e-mail settings';
const SAVE_FAILED = 'Failed to save your e-mail settings';

/**
 * Which notification e-mails the person gets (N3). The boxes are saved together with one
 * button, and only the ones changed are sent: a kind turned off meanwhile from an e-mail's link
 * stays off unless it is ticked here again.
 */
export function NotificationSettings() {
  const preferences = usePreferences();
  return (
    <div className="stack">
      <h2 id="notifications-title" className="section-title">
        E-mail notifications
      </h2>
      <p className="muted">
        Choose which e-mails Wishlist sends you. Invitations and e-mails you ask for, such as a
        password reset, always come.
      </p>
      {preferences.isPending ? <Spinner label="Loading your e-mail settings…" /> : null}
      {preferences.isError ? (
        <Alert tone="error">{errorMessage(preferences.error, LOAD_FAILED)}</Alert>
      ) : null}
      {preferences.data ? <NotificationForm saved={preferences.data.notify} /> : null}
    </div>
  );
}

/** Its own state from the saved values when it first shows: a read again never resets a tick. */
function NotificationForm({ saved }: { saved: Notify }) {
  const update = useUpdatePreferences();
  const [values, setValues] = useState<Notify>(saved);
  const [done, setDone] = useState(false);
  const changed = CHOICES.filter(({ kind }) => values[kind] !== saved[kind]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    if (changed.length === 0) return;
    const notify: Partial<Notify> = {};
    for (const { kind } of changed) notify[kind] = values[kind];
    update.mutate(
      { notify },
      {
        onSuccess: (answer) => {
          setValues(answer.notify);
          setDone(true);
        },
      },
    );
  };

  return (
    <form className="stack" onSubmit={submit} aria-labelledby="notifications-title">
      {update.isError ? (
        <Alert tone="error">{errorMessage(update.error, SAVE_FAILED)}</Alert>
      ) : null}
      {done && !update.isError ? <Alert tone="success">E-mail settings saved</Alert> : null}
      <div>
        {CHOICES.map(({ kind, label, hint }) => (
          <CheckboxField
            key={kind}
            label={label}
            hint={hint}
            checked={values[kind]}
            onChange={(event) => {
              const checked = event.target.checked;
              setValues((current) => ({ ...current, [kind]: checked }));
              setDone(false);
            }}
          />
        ))}
      </div>
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={changed.length === 0 || update.isPending}
        >
          {update.isPending ? 'Saving…' : 'Save e-mail settings'}
        </button>
      </div>
    </form>
  );
}
