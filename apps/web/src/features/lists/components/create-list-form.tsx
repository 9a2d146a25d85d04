import { DEFAULT_CURRENCY, isCalendarDate, LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CheckboxField, InputField, TextAreaField } from '../../../components/ui/field';
import { withReason } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { ConnectionHint, useCanSend } from '../../offline';
import { useCreateList } from '../api/create-list';
import { t } from '../i18n';
import { currencyProblem as refusedCurrency, toCurrencyCode } from './currency';
import { CurrencyField } from './currency-field';
import { surpriseHint } from './surprise-text';

export function CreateListForm() {
  const createList = useCreateList();
  // Offline or the server unreachable: nothing could be sent (the banner says why).
  const canSend = useCanSend();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [surprise, setSurprise] = useState(false);
  const [eventDate, setEventDate] = useState('');
  const [currency, setCurrency] = useState(DEFAULT_CURRENCY);
  const [problem, setProblem] = useState<string | null>(null);
  const [currencyProblem, setCurrencyProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedName = name.trim();
    if (!trimmedName) return;
    const date = eventDate.trim();
    if (date && !isCalendarDate(date)) {
      // A browser without a date picker shows a text box; the server wants `YYYY-MM-DD`.
      setProblem(t('lists.create.badDate'));
      return;
    }
    const code = toCurrencyCode(currency);
    setCurrencyProblem(code ? null : refusedCurrency());
    setProblem(code ? null : refusedCurrency());
    if (!code) return;
    const trimmedDescription = description.trim();
    createList.mutate(
      {
        name: trimmedName,
        ...(trimmedDescription ? { description: trimmedDescription } : {}),
        isPublic: false,
        surprise,
        eventDate: date || null,
        currency: code,
      },
      {
        // A new list opens itself, ready for its first item.
        onSuccess: (list) => void navigate(`/lists/${list._id}`),
      },
    );
  };

  return (
    <form className="stack" onSubmit={submit} aria-labelledby="create-list-title">
      <h2 id="create-list-title" className="card-title">
        {t('lists.create.title')}
      </h2>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {createList.isError ? (
        <Alert tone="error">{withReason(createList.error, specT('spec.createListFailed'))}</Alert>
      ) : null}
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
      <CheckboxField
        label={t('lists.surprise.label')}
        hint={surpriseHint()}
        checked={surprise}
        onChange={(event) => setSurprise(event.target.checked)}
      />
      <InputField
        label={t('lists.create.eventDate')}
        type="date"
        value={eventDate}
        onChange={(event) => setEventDate(event.target.value)}
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
