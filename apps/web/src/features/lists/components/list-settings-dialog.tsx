import type { UpdateListBody, WishList } from '@wishlist/core';
import type { FormEvent, RefObject } from 'react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, FieldShell } from '../../../components/ui/field';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { withReason } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { specT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUpdateList } from '../api/update-list';
import { t } from '../i18n';
import { CurrencyField } from './currency-field';
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
 * it is closed or left (the Dialog's `dirty`); Cancel discards it on purpose. A save that would
 * show every hidden claim at once asks first.
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
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const saved = savedSettings(list);
  const form = draft ?? saved;
  const dirty = open && draft !== null && !sameSettings(draft, saved);
  const close = () => {
    setDraft(null);
    setProblems({});
    update.reset();
    onClose();
  };

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
      // Each problem shows at its field, and focus goes to the first.
      setProblems(result.problems);
      focusFirstInvalid();
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
          if (!next) close();
        }}
        title={t('lists.settings.title')}
        dirty={dirty && !update.isPending}
      >
        <SettingsForm
          formRef={formRef}
          list={list}
          form={form}
          problems={problems}
          error={update.isError ? withReason(update.error, specT('spec.updateListFailed')) : null}
          saving={update.isPending}
          onChange={change}
          onSubmit={submit}
          onCancel={close}
        />
      </Dialog>
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
  formRef: RefObject<HTMLFormElement | null>;
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
  const writes = useWritesBlocked();
  const note = ownerSurpriseNote(list);
  return (
    <form ref={props.formRef} className="stack" onSubmit={onSubmit} noValidate>
      <FormAlert message={error} />
      {note ? <p className="surprise-note">{note}</p> : null}
      <CheckboxField
        label={t('lists.surprise.label')}
        hint={surpriseHint()}
        checked={form.surprise}
        onChange={(event) => onChange({ surprise: event.target.checked })}
      />
      <FieldShell
        label={t('lists.field.eventDate')}
        hint={t('lists.settings.dateHint')}
        error={problems.eventDate}
      >
        {(ids) => (
          <div className="event-date-row">
            <input
              {...ids}
              className="input"
              type="date"
              value={form.eventDate}
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
        )}
      </FieldShell>
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
