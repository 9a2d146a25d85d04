import { LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { InputField, TextAreaField } from '../../../components/ui/field';
import type { ItemPayload } from '../api/update-list';
import type { ItemFormValues } from './item-form';
import { formToItem } from './item-form';

interface ItemFormDialogProps {
  open: boolean;
  mode: 'add' | 'edit';
  initial: ItemFormValues;
  saving: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (item: ItemPayload) => void;
}

export function ItemFormDialog({
  open,
  mode,
  initial,
  saving,
  error,
  onCancel,
  onSave,
}: ItemFormDialogProps) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setValues(initial);
      setProblem(null);
    }
  }, [open, initial]);

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
    onSave(result.item);
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
          <label className="segmented-option">
            <input
              type="radio"
              name="item-type"
              value="want"
              checked={values.type === 'want'}
              onChange={() => setValues((current) => ({ ...current, type: 'want' }))}
            />
            <span>I want it</span>
          </label>
          <label className="segmented-option">
            <input
              type="radio"
              name="item-type"
              value="have"
              checked={values.type === 'have'}
              onChange={() => setValues((current) => ({ ...current, type: 'have' }))}
            />
            <span>I have it</span>
          </label>
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
