import type { UpdateListBody, WishList } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField } from '../../../components/ui/field';
import { withReason } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { specT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUpdateList } from '../api/update-list';
import { t } from '../i18n';
import { CurrencyField } from './currency-field';
import { useDiscardGuard } from './discard-guard';
import type { ListDialog } from './list-dialog';
import {
  type ListSettings,
  revealOf,
  type SettingsProblems,
  sameSettings,
  savedSettings,
  settingsBody,
} from './list-settings';
import { ownerSurpriseNote, surpriseHint } from './surprise-text';
import { useWritesBlocked } from './use-writes-blocked';

interface ListSettingsDialogProps {
  list: WishList;
  /** Open for `settings`; any other dialog closes it. */
  dialog: ListDialog;
  onClose: () => void;
}

/**
 * The list's settings, out of the way of its items: surprise mode and the event's date (G1) and
 * the currency (L2), saved together with one button. A form changed and not saved asks before
 * it is closed or left. A save that would show every hidden claim at once asks first.
 */
export function ListSettingsDialog({ list, dialog, onClose }: ListSettingsDialogProps) {
  const open = dialog.kind === 'settings';
  const update = useUpdateList(list._id);
  // null until the owner changes something: the form then shows the list as it is saved now.
  const [draft, setDraft] = useState<ListSettings | null>(null);
  const [problems, setProblems] = useState<SettingsProblems>({});
  const [asking, setAsking] = useState<{ body: UpdateListBody; reveal: 'off' | 'past' } | null>(
    null,
  );
  const saved = savedSettings(list);
  const form = draft ?? saved;
  const dirty = open && draft !== null && !sameSettings(draft, saved);
  const close = () => {
    setDraft(null);
    setProblems({});
    update.reset();
    onClose();
  };
  const guard = useDiscardGuard(dirty && !update.isPending, close);

  const change = (next: Partial<ListSettings>) => {
    setDraft({ ...form, ...next });
    setProblems({});
  };
  const save = (body: UpdateListBody, revealing: boolean) =>
    update.mutate(body, {
      onSuccess: () => {
        close();
        toast.show(revealing ? t('lists.reveal.done') : t('lists.settings.saved'));
      },
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = settingsBody(form);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    const reveal = revealOf(list, form);
    if (reveal) setAsking({ body: result.body, reveal });
    else save(result.body, false);
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) guard.requestClose();
        }}
        title={t('lists.settings.title')}
      >
        <SettingsForm
          list={list}
          form={form}
          problems={problems}
          error={update.isError ? withReason(update.error, specT('spec.updateListFailed')) : null}
          saving={update.isPending}
          onChange={change}
          onSubmit={submit}
          onCancel={guard.requestClose}
        />
      </Dialog>
      {guard.question}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(next) => {
          if (!next) setAsking(null);
        }}
        title={t('lists.reveal.title')}
        description={
          asking?.reveal === 'past'
            ? t('lists.reveal.datePassed', {
                date: formatDay(asking.body.eventDate ?? ''),
                name: list.name,
              })
            : t('lists.reveal.turningOff', { name: list.name })
        }
        confirmLabel={t('lists.reveal.confirm')}
        onConfirm={() => {
          if (asking) save(asking.body, true);
          setAsking(null);
        }}
      />
    </>
  );
}

interface SettingsFormProps {
  list: WishList;
  form: ListSettings;
  problems: SettingsProblems;
  error: string | null;
  saving: boolean;
  onChange: (next: Partial<ListSettings>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

function SettingsForm(props: SettingsFormProps) {
  const { list, form, problems, error, saving, onChange, onSubmit, onCancel } = props;
  const id = useId();
  const writes = useWritesBlocked();
  const note = ownerSurpriseNote(list);
  const problem = problems.eventDate ?? problems.currency;
  return (
    <form className="stack" onSubmit={onSubmit} noValidate>
      {error || problem ? <Alert tone="error">{error ?? problem}</Alert> : null}
      {note ? <p className="surprise-note">{note}</p> : null}
      <CheckboxField
        label={t('lists.surprise.label')}
        hint={surpriseHint()}
        checked={form.surprise}
        onChange={(event) => onChange({ surprise: event.target.checked })}
      />
      <div className="field">
        <label htmlFor={`${id}-date`} className="field-label">
          {t('lists.field.eventDate')}
        </label>
        <div className="event-date-row">
          <input
            id={`${id}-date`}
            className="input"
            type="date"
            value={form.eventDate}
            aria-invalid={problems.eventDate ? true : undefined}
            aria-describedby={`${id}-date-hint`}
            onChange={(event) => onChange({ eventDate: event.target.value })}
          />
          {form.eventDate ? (
            <button
              type="button"
              className="button button-ghost button-small"
              onClick={() => onChange({ eventDate: '' })}
            >
              {t('lists.surprise.removeDate')}
            </button>
          ) : null}
        </div>
        <p id={`${id}-date-hint`} className={problems.eventDate ? 'field-error' : 'field-hint'}>
          {problems.eventDate ?? t('lists.settings.dateHint')}
        </p>
      </div>
      <CurrencyField
        label={t('lists.field.currency')}
        value={form.currency}
        problem={problems.currency ?? null}
        onChange={(currency) => onChange({ currency })}
      />
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('lists.action.cancel')}
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={saving || writes.blocked}
          {...writes.explain}
        >
          {saving ? t('lists.action.saving') : t('lists.settings.save')}
        </button>
      </div>
    </form>
  );
}
