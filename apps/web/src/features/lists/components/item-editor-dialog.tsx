import type { ItemBody, ItemType, WishList } from '@wishlist/core';
import { LIMITS, MESSAGES } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { InputField, TextAreaField } from '../../../components/ui/field';
import { withReason } from '../../../lib/api-client';
import { toItemBody, useUpdateList } from '../api/update-list';
import { emptyItemForm, formToItem, type ItemFormValues, itemToForm } from './item-form';
import type { ListDialog } from './list-dialog';

const typeChoices: ReadonlyArray<readonly [ItemType, string]> = [
  ['want', 'I want it'],
  ['have', 'I have it'],
];

interface ItemEditorDialogProps {
  list: WishList;
  /** Open for `add` and `edit`; any other dialog closes it. */
  dialog: ListDialog;
  onClose: () => void;
}

/** Adds an item to the list or edits one: the whole list is saved with it (spec section 4). */
export function ItemEditorDialog({ list, dialog, onClose }: ItemEditorDialogProps) {
  const update = useUpdateList(list._id);
  const editing = dialog.kind === 'edit' ? dialog.item : null;
  const open = dialog.kind === 'add' || editing !== null;
  const initial = useMemo(
    () =>
      dialog.kind === 'edit'
        ? itemToForm(dialog.item)
        : dialog.kind === 'add'
          ? dialog.initial
          : emptyItemForm,
    [dialog],
  );
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setValues(initial);
      setProblem(null);
      setError(null);
    }
  }, [open, initial]);

  const save = (item: ItemBody) => {
    setError(null);
    const items = editing
      ? list.items.map((existing) =>
          existing._id === editing._id ? { ...item, _id: editing._id } : toItemBody(existing),
        )
      : [...list.items.map(toItemBody), item];
    update.mutate(
      { items },
      {
        onSuccess: onClose,
        onError: (failure) =>
          setError(
            withReason(failure, editing ? MESSAGES.updateItemFailed : MESSAGES.addItemFailed),
          ),
      },
    );
  };
  const mode = editing ? 'edit' : 'add';
  const saving = update.isPending;
  const onCancel = onClose;

  const set = (field: keyof ItemFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = formToItem(values);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setProblem(null);
    save(result.item);
  };

  const shown = problem ?? error;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={mode === 'add' ? 'Add item' : 'Edit item'}
      size="lg"
    >
      <form className="stack" onSubmit={submit} noValidate>
        {shown ? <Alert tone="error">{shown}</Alert> : null}
        <InputField
          label="Name"
          required
          maxLength={LIMITS.itemNameMax}
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <TextAreaField
          label="Description"
          rows={3}
          maxLength={LIMITS.itemTextMax}
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
        />
        <div className="form-row">
          <InputField
            label="Price ($)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values.price}
            onChange={(event) => set('price')(event.target.value)}
          />
          <InputField
            label="Quantity"
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            max={LIMITS.quantityMax}
            value={values.quantity}
            onChange={(event) => set('quantity')(event.target.value)}
          />
          <InputField
            label="Category"
            maxLength={LIMITS.itemTextMax}
            value={values.category}
            onChange={(event) => set('category')(event.target.value)}
          />
        </div>
        <InputField
          label="Link"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={LIMITS.linkMax}
          value={values.affiliateLink}
          onChange={(event) => set('affiliateLink')(event.target.value)}
        />
        <InputField
          label="Image URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={LIMITS.linkMax}
          value={values.imageUrl}
          onChange={(event) => set('imageUrl')(event.target.value)}
        />
        <fieldset className="segmented">
          <legend className="field-label">Type</legend>
          {typeChoices.map(([type, label]) => (
            <label key={type} className="segmented-option">
              <input
                type="radio"
                name="item-type"
                value={type}
                checked={values.type === type}
                onChange={() => setValues((current) => ({ ...current, type }))}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? 'Saving…' : mode === 'add' ? 'Add item' : 'Save changes'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
