import { DEFAULT_CURRENCY, isCalendarDate, LIMITS, MESSAGES } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CheckboxField, InputField, TextAreaField } from '../../../components/ui/field';
import { withReason } from '../../../lib/api-client';
import { useCreateList } from '../api/create-list';
import { CURRENCY_PROBLEM, toCurrencyCode } from './currency';
import { CurrencyField } from './currency-field';
import { SURPRISE_HINT } from './surprise-text';

/** A browser without a date picker shows a text box; the server wants `YYYY-MM-DD`. */
const BAD_DATE = 'Event date must be a date written YYYY-MM-DD';

export function CreateListForm() {
  const createList = useCreateList();
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
      setProblem(BAD_DATE);
      return;
    }
    const code = toCurrencyCode(currency);
    setCurrencyProblem(code ? null : CURRENCY_PROBLEM);
    setProblem(code ? null : CURRENCY_PROBLEM);
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
        Create a new list
      </h2>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {createList.isError ? (
        <Alert tone="error">{withReason(createList.error, MESSAGES.createListFailed)}</Alert>
      ) : null}
      <InputField
        label="List name"
        required
        maxLength={LIMITS.listNameMax}
        placeholder="Birthday 2026"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextAreaField
        label="Description (optional)"
        maxLength={LIMITS.listDescriptionMax}
        rows={2}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <CheckboxField
        label="Surprise mode"
        hint={SURPRISE_HINT}
        checked={surprise}
        onChange={(event) => setSurprise(event.target.checked)}
      />
      <InputField
        label="Event date (optional)"
        type="date"
        value={eventDate}
        onChange={(event) => setEventDate(event.target.value)}
      />
      <CurrencyField
        label="Currency"
        value={currency}
        problem={currencyProblem}
        onChange={(code) => {
          setCurrency(code);
          setCurrencyProblem(null);
        }}
      />
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={!name.trim() || createList.isPending}
        >
          {createList.isPending ? 'Creating…' : 'Create list'}
        </button>
      </div>
    </form>
  );
}
