import { isCalendarDate, LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InputField, TextAreaField } from '../../../components/ui/field';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { UnsavedChangesGuard, useDialogDirty } from '../../../components/ui/unsaved-changes';
import { withReason } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { ConnectionHint, useCanSend } from '../../offline';
import { useCreateList } from '../api/create-list';
import { preferredCurrency } from '../currency-preference';
import { t } from '../i18n';
import { currencyProblem as refusedCurrency, toCurrencyCode } from './currency';
import { CurrencyField } from './currency-field';
import { NewListSurprise } from './new-list-surprise';

interface CreateListFormProps {
  /** C4: a list for a managed member the person keeps (a child), who will own it (`ownerId`). */
  owner?: { _id: string; name: string };
  /**
   * The form's name when it sits in a dialog whose title already says what it does: it then
   * shows no heading of its own, and the dialog asks before closing over what was typed.
   */
  label?: string;
}

export function CreateListForm({ owner, label }: CreateListFormProps = {}) {
  const createList = useCreateList();
  // Offline or the server unreachable: nothing could be sent (the banner says why).
  const canSend = useCanSend();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [surprise, setSurprise] = useState(false);
  const [eventDate, setEventDate] = useState('');
  const [startCurrency] = useState(preferredCurrency);
  const [currency, setCurrency] = useState(startCurrency);
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const [currencyProblem, setCurrencyProblem] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // Something typed or chosen and not made yet: Back and leaving the page ask first.
  const dirty =
    !createList.isSuccess &&
    (name.trim() !== '' ||
      description.trim() !== '' ||
      surprise ||
      eventDate !== '' ||
      currency !== startCurrency);
  useDialogDirty(dirty);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedName = name.trim();
    if (!trimmedName) return;
    const date = eventDate.trim();
    // A browser without a date picker shows a text box; the server wants `YYYY-MM-DD`.
    const badDate = date !== '' && !isCalendarDate(date);
    const code = toCurrencyCode(currency);
    setDateProblem(badDate ? t('lists.create.badDate') : null);
    setCurrencyProblem(code ? null : refusedCurrency());
    if (badDate || !code) {
      focusFirstInvalid();
      return;
    }
    const trimmedDescription = description.trim();
    // The spec's body, and only what was chosen beyond it.
    createList.mutate(
      {
        name: trimmedName,
        ...(trimmedDescription ? { description: trimmedDescription } : {}),
        isPublic: false,
        ...(surprise ? { surprise: true } : {}),
        ...(date ? { eventDate: date } : {}),
        currency: code,
        ...(owner ? { ownerId: owner._id } : {}),
      },
      {
        // A new list opens itself, ready for its first item.
        onSuccess: (list) => void navigate(`/lists/${list._id}`),
      },
    );
  };

  return (
    <form
      ref={formRef}
      className="stack"
      onSubmit={submit}
      {...(label ? { 'aria-label': label } : { 'aria-labelledby': 'create-list-title' })}
    >
      {label ? null : (
        <>
          <UnsavedChangesGuard dirty={dirty} />
          <h2 id="create-list-title" className="card-title">
            {t('lists.create.title')}
          </h2>
        </>
      )}
      <FormAlert
        message={
          createList.isError ? withReason(createList.error, specT('spec.createListFailed')) : null
        }
      />
      <InputField
        label={t('lists.field.listName')}
        required
        maxLength={LIMITS.listNameMax}
        placeholder={t('lists.create.namePlaceholder')}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label={t('lists.create.description')}
        maxLength={LIMITS.listDescriptionMax}
        rows={2}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      {/* A child's managers see the claims on its lists whatever the mode (C4): nothing to hide. */}
      {owner ? null : <NewListSurprise checked={surprise} onChange={setSurprise} />}
      <InputField
        label={t('lists.create.eventDate')}
        type="date"
        error={dateProblem}
        value={eventDate}
        onChange={(event) => {
          setEventDate(event.target.value);
          setDateProblem(null);
        }}
      />
      <CurrencyField
        label={t('lists.field.currency')}
        value={currency}
        problem={currencyProblem}
        onChange={(code) => {
          setCurrency(code);
          setCurrencyProblem(null);
        }}
      />
      <ConnectionHint />
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={!name.trim() || createList.isPending || !canSend}
        >
          {createList.isPending ? t('lists.create.creating') : t('lists.create.submit')}
        </button>
      </div>
    </form>
  );
}
