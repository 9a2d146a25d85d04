import {
  API_TOKEN_LIMITS,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@wishlist/core';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { type AccountKey, accountT } from '../account-i18n';
import { useCreateApiToken } from '../api/api-tokens';

export const SCOPE_LABELS: Record<ApiTokenScope, AccountKey> = {
  read: 'account.tokens.scopeRead',
  write: 'account.tokens.scopeWrite',
};

/** What is wrong with a token's name before it is sent, as the server would say it. */
export function checkTokenName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return accountT('account.tokens.nameRequired');
  if (trimmed.length > API_TOKEN_LIMITS.nameMax)
    return accountT('account.tokens.nameTooLong', { max: API_TOKEN_LIMITS.nameMax });
  return null;
}

interface ApiTokenFormProps {
  /** Gets a new token once it is made; the form empties itself. */
  onCreated: (created: CreatedApiToken) => void;
  /** The name field, focused again when the new token is put away. */
  nameInput: RefObject<HTMLInputElement | null>;
}

/** Names a new token and picks what it may do: read only (the default, the safer) or write. */
export function ApiTokenForm({ onCreated, nameInput }: ApiTokenFormProps) {
  const id = useId();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkTokenName(name);
    setProblem(found);
    if (found) {
      nameInput.current?.focus();
      return;
    }
    create.mutate(
      { name: name.trim(), scope },
      {
        onSuccess: (created) => {
          setName('');
          setScope('read');
          onCreated(created);
        },
      },
    );
  };

  const shown =
    problem ??
    (create.isError ? errorMessage(create.error, accountT('account.tokens.createFailed')) : null);
  return (
    <form className="stack" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className="subheading">
        {accountT('account.tokens.createTitle')}
      </h3>
      {shown ? <Alert tone="error">{shown}</Alert> : null}
      {/* Not InputField: the page focuses this input again, so it needs its ref. */}
      <div className="field">
        <label htmlFor={`${id}-name`} className="field-label">
          {accountT('account.tokens.name')}
        </label>
        <input
          ref={nameInput}
          id={`${id}-name`}
          className="input"
          aria-describedby={`${id}-name-hint`}
          autoComplete="off"
          required
          aria-invalid={problem ? true : undefined}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <p id={`${id}-name-hint`} className="field-hint">
          {accountT('account.tokens.nameHint')}
        </p>
      </div>
      <fieldset className="segmented" aria-describedby={`${id}-scope-hint`}>
        <legend className="field-label">{accountT('account.tokens.scope')}</legend>
        {API_TOKEN_SCOPES.map((value) => (
          <label key={value} className="segmented-option">
            <input
              type="radio"
              name={`${id}-scope`}
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
            />
            <span>{accountT(SCOPE_LABELS[value])}</span>
          </label>
        ))}
      </fieldset>
      <p id={`${id}-scope-hint`} className="field-hint">
        {accountT('account.tokens.scopeHint')}
      </p>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending
            ? accountT('account.tokens.creating')
            : accountT('account.tokens.create')}
        </button>
      </div>
    </form>
  );
}
