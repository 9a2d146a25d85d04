import { LIMITS, MESSAGES } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { InputField, TextAreaField } from '../../../components/ui/field';
import { withReason } from '../../../lib/api-client';
import { useCreateList } from '../api/create-list';

export function CreateListForm() {
  const createList = useCreateList();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedName = name.trim();
    if (!trimmedName) return;
    const trimmedDescription = description.trim();
    createList.mutate(
      {
        name: trimmedName,
        ...(trimmedDescription ? { description: trimmedDescription } : {}),
        isPublic: false,
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
