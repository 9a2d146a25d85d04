import type { WishList } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CheckboxField, InputField } from '../../../components/ui/field';
import { withReason } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { useUpdateList } from '../api/update-list';
import { t } from '../i18n';
import { CurrencySettings } from './currency-settings';
import type { OpenListDialog } from './list-dialog';
import { ownerSurpriseNote, surpriseHint, today } from './surprise-text';

interface SurpriseSettingsProps {
  list: WishList;
  onOpen: OpenListDialog;
}

/**
 * The owner's surprise mode and event date (G1), and the list's currency (L2), changed in place. A change that would show
 * every hidden claim at once (turning it off, or a date already past) asks first, in the
 * owner's dialogs; hiding them needs no question.
 */
export function SurpriseSettings({ list, onOpen }: SurpriseSettingsProps) {
  const update = useUpdateList(list._id);
  const hiding = list.surpriseActive;
  const note = ownerSurpriseNote(list);
  // Shown as asked while the save is on its way; as the list says otherwise.
  const asked = update.isPending ? update.variables : undefined;
  const surprise = asked?.surprise ?? list.surprise;

  const setSurprise = (on: boolean) => {
    if (on) update.mutate({ surprise: true });
    else if (hiding) onOpen({ kind: 'reveal', change: { surprise: false } });
    else update.mutate({ surprise: false });
  };
  const setEventDate = (eventDate: string | null) => {
    if (hiding && eventDate !== null && eventDate < today()) {
      onOpen({ kind: 'reveal', change: { eventDate } });
    } else {
      update.mutate({ eventDate });
    }
  };

  return (
    <section className="surprise-panel" aria-label={t('lists.surprise.settings')}>
      {update.isError ? (
        <Alert tone="error">{withReason(update.error, specT('spec.updateListFailed'))}</Alert>
      ) : null}
      <div className="surprise-controls">
        <CheckboxField
          label={t('lists.surprise.label')}
          hint={surpriseHint()}
          checked={surprise}
          disabled={update.isPending}
          onChange={(event) => setSurprise(event.target.checked)}
        />
        <EventDateForm saved={list.eventDate} busy={update.isPending} onSave={setEventDate} />
        <CurrencySettings list={list} />
      </div>
      {note ? <p className="surprise-note">{note}</p> : null}
    </section>
  );
}

interface EventDateFormProps {
  saved: string | null;
  busy: boolean;
  onSave: (eventDate: string | null) => void;
}

/**
 * The event's date, saved with its own button: a date box reports every keystroke of a year
 * as a change, and each would otherwise be a save.
 */
function EventDateForm({ saved, busy, onSave }: EventDateFormProps) {
  const [value, setValue] = useState(saved ?? '');
  useEffect(() => setValue(saved ?? ''), [saved]);
  const changed = value !== (saved ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changed) onSave(value || null);
  };
  return (
    <form className="event-date-form" onSubmit={submit}>
      <InputField
        label={t('lists.field.eventDate')}
        type="date"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      {changed ? (
        <button type="submit" className="button button-primary button-small" disabled={busy}>
          {t('lists.surprise.saveDate')}
        </button>
      ) : null}
      {!changed && saved ? (
        <button
          type="button"
          className="button button-ghost button-small"
          disabled={busy}
          onClick={() => onSave(null)}
        >
          {t('lists.surprise.removeDate')}
        </button>
      ) : null}
    </form>
  );
}
