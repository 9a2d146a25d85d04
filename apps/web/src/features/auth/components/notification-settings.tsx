import type { NotificationKind, Preferences } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CheckboxField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { type AccountKey, accountT } from '../account-i18n';
import { usePreferences, useUpdatePreferences } from '../api/preferences';
import { t } from '../i18n';

type Notify = Preferences['notify'];

/** The kinds of notification e-mail (N2), in the words of the one who gets them. */
const CHOICES: ReadonlyArray<{ kind: NotificationKind; label: AccountKey; hint: AccountKey }> = [
  { kind: 'digest', label: 'account.notify.digest', hint: 'account.notify.digestHint' },
  {
    kind: 'claimedChanged',
    label: 'account.notify.claimedChanged',
    hint: 'account.notify.claimedChangedHint',
  },
  { kind: 'reminders', label: 'account.notify.reminders', hint: 'account.notify.remindersHint' },
];

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
        {accountT('account.notify.title')}
      </h2>
      <p className="muted">{accountT('account.notify.text')}</p>
      {preferences.isPending ? <Spinner label={accountT('account.notify.loading')} /> : null}
      {preferences.isError ? (
        <Alert tone="error">
          {errorMessage(preferences.error, accountT('account.notify.loadFailed'))}
        </Alert>
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
        <Alert tone="error">
          {errorMessage(update.error, accountT('account.notify.saveFailed'))}
        </Alert>
      ) : null}
      {done && !update.isError ? (
        <Alert tone="success">{accountT('account.notify.saved')}</Alert>
      ) : null}
      <div>
        {CHOICES.map(({ kind, label, hint }) => (
          <CheckboxField
            key={kind}
            label={accountT(label)}
            hint={accountT(hint)}
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
          {update.isPending ? t('auth.saving') : accountT('account.notify.save')}
        </button>
      </div>
    </form>
  );
}
