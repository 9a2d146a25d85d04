import type { ItemBody, ItemType, WishList } from '@wishlist/core';
import { LIMITS, priceCurrency } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { InputField, TextAreaField } from '../../../components/ui/field';
import { withReason } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import type { ItemsIntent } from '../api/item-intents';
import { useSaveItems } from '../api/save-items';
import { type ListsKey, t } from '../i18n';
import { currencySymbol, toCurrencyCode } from './currency';
import { CurrencyField } from './currency-field';
import { emptyItemForm, formToItem, type ItemFormValues, itemToForm } from './item-form';
import type { ListDialog } from './list-dialog';
import { priorityNames } from './priority';

const typeChoices: ReadonlyArray<readonly [ItemType, ListsKey]> = [
  ['want', 'lists.editor.want'],
  ['have', 'lists.editor.have'],
];

interface ItemEditorDialogProps {
  list: WishList;
  /** Open for `add` and `edit`; any other dialog closes it. */
  dialog: ListDialog;
  onClose: () => void;
}

/**
 * Adds an item to the list or edits one: the whole list is saved with it (spec section 4), as
 * it stands when saved (save-items.ts). The price is in the currency the form shows beside it
 * (L2): the item's own, or from Quick Add the shop's, else the list's; never relabelled.
 */
export function ItemEditorDialog({ list, dialog, onClose }: ItemEditorDialogProps) {
  const id = useId();
  const update = useSaveItems(list._id);
  const editing = dialog.kind === 'edit' ? dialog.item : null;
  // Null until the person chooses one: then the item's, or the page's Quick Add read, or the
  // list's (which follows the list, should its currency change meanwhile).
  const [currencyChosen, setCurrency] = useState<string | null>(null);
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
      setCurrency(null);
    }
  }, [open, initial]);
  const fromPage =
    dialog.kind === 'add' && dialog.currency ? toCurrencyCode(dialog.currency) : null;
  const currency =
    currencyChosen ?? (editing ? priceCurrency(editing, list.currency) : fromPage || list.currency);
  const currencyCode = toCurrencyCode(currency);

  const save = (item: ItemBody) => {
    setError(null);
    const intent: ItemsIntent = editing
      ? { kind: 'edit', itemId: editing._id, item }
      : { kind: 'add', items: [item] };
    update.mutate(
      { intent },
      {
        onSuccess: onClose,
        onError: (failure) =>
          setError(
            withReason(failure, specT(editing ? 'spec.updateItemFailed' : 'spec.addItemFailed')),
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
    const result = formToItem(values, {
      chosen: currency,
      list: list.currency,
      own: editing?.currency ?? null,
    });
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
      title={mode === 'add' ? t('lists.action.addItem') : t('lists.editor.editTitle')}
      size="lg"
    >
      <form className="stack" onSubmit={submit} noValidate>
        {/* Quick Add's word on the page (a failure, nothing found): a polite note, not a
            problem of the form, which can be filled in and saved as it is. */}
        {dialog.kind === 'add' && dialog.note ? <Alert tone="info">{dialog.note}</Alert> : null}
        {shown ? <Alert tone="error">{shown}</Alert> : null}
        <InputField
          label={t('lists.editor.name')}
          required
          maxLength={LIMITS.itemNameMax}
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <TextAreaField
          label={t('lists.editor.description')}
          rows={3}
          maxLength={LIMITS.itemTextMax}
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
        />
        <div className="form-row price-currency">
          <InputField
            label={t('lists.editor.price', { symbol: currencySymbol(currency) })}
            hint={
              currencyCode && currencyCode !== list.currency
                ? t('lists.editor.otherCurrency', {
                    currency: currencyCode,
                    listCurrency: list.currency,
                  })
                : undefined
            }
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values.price}
            onChange={(event) => set('price')(event.target.value)}
          />
          <CurrencyField
            label={t('lists.field.currency')}
            value={currency}
            onChange={setCurrency}
          />
        </div>
        <div className="form-row">
          <InputField
            label={t('lists.editor.quantity')}
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            max={LIMITS.quantityMax}
            value={values.quantity}
            onChange={(event) => set('quantity')(event.target.value)}
          />
          <InputField
            label={t('lists.editor.category')}
            maxLength={LIMITS.itemTextMax}
            value={values.category}
            onChange={(event) => set('category')(event.target.value)}
          />
        </div>
        <InputField
          label={t('lists.editor.link')}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={LIMITS.linkMax}
          value={values.affiliateLink}
          onChange={(event) => set('affiliateLink')(event.target.value)}
        />
        <InputField
          label={t('lists.editor.imageUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={LIMITS.linkMax}
          value={values.imageUrl}
          onChange={(event) => set('imageUrl')(event.target.value)}
        />
        <div className="field">
          <label htmlFor={`${id}-priority`} className="field-label">
            {t('lists.editor.priority')}
          </label>
          <select
            id={`${id}-priority`}
            className="input"
            value={values.priority}
            onChange={(event) => set('priority')(event.target.value)}
          >
            {priorityNames().map((name, level) => (
              <option key={name} value={String(level)}>
                {level > 0 ? `${'♥'.repeat(level)} ${name}` : name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="segmented">
          <legend className="field-label">{t('lists.editor.type')}</legend>
          {typeChoices.map(([type, label]) => (
            <label key={type} className="segmented-option">
              <input
                type="radio"
                name="item-type"
                value={type}
                checked={values.type === type}
                onChange={() => setValues((current) => ({ ...current, type }))}
              />
              <span>{t(label)}</span>
            </label>
          ))}
        </fieldset>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('lists.action.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving
              ? t('lists.action.saving')
              : mode === 'add'
                ? t('lists.action.addItem')
                : t('lists.editor.saveChanges')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
