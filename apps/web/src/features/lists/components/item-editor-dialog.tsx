import type { ItemBody, ItemType, WishList } from '@wishlist/core';
import { LIMITS, priceCurrency } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { InputField, TextAreaField } from '../../../components/ui/field';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { withReason } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import type { ItemsIntent } from '../api/item-intents';
import { useSaveItems } from '../api/save-items';
import { type ListsKey, t } from '../i18n';
import { AfterGiftFields, listGroups } from './after-gift-fields';
import { currencySymbol, toCurrencyCode } from './currency';
import { CurrencyField } from './currency-field';
import {
  emptyItemForm,
  formToItem,
  type ItemFormProblems,
  type ItemFormValues,
  itemFormChanged,
  itemToForm,
} from './item-form';
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
  const [problems, setProblems] = useState<ItemFormProblems>({});
  const [error, setError] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // A new item's form holds something to lose as soon as it differs from a blank one (Quick
  // Add's details included); an edit's, once it differs from the item.
  const dirty = open && itemFormChanged(values, editing ? initial : emptyItemForm);

  useEffect(() => {
    if (open) {
      setValues(initial);
      setProblems({});
      setError(null);
      setCurrency(null);
    }
  }, [open, initial]);
  const fromPage =
    dialog.kind === 'add' && dialog.currency ? toCurrencyCode(dialog.currency) : null;
  const currency =
    currencyChosen ?? (editing ? priceCurrency(editing, list.currency) : fromPage || list.currency);
  const currencyCode = toCurrencyCode(currency);
  const groups = useMemo(() => listGroups(list.items), [list.items]);

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

  const set = (field: Exclude<keyof ItemFormValues, 'hidden' | 'groupGift'>) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = formToItem(
      values,
      {
        chosen: currency,
        list: list.currency,
        own: editing?.currency ?? null,
      },
      {
        wasHidden: editing?.hidden === true,
        wasGroupGift: editing?.groupGift === true,
        hadAnyOf: Boolean(editing?.anyOf),
      },
    );
    // A number field holding what is no number ("12,50" in English) reads as empty.
    const price = event.currentTarget.elements.namedItem('price');
    const unreadablePrice = price instanceof HTMLInputElement && price.validity.badInput;
    if (!result.ok || unreadablePrice) {
      setProblems({
        ...(result.ok ? {} : result.problems),
        ...(unreadablePrice ? { price: t('lists.form.priceProblem') } : {}),
      });
      focusFirstInvalid();
      return;
    }
    setProblems({});
    save(result.item);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={mode === 'add' ? t('lists.action.addItem') : t('lists.editor.editTitle')}
      size="lg"
      dirty={dirty}
    >
      <form ref={formRef} className="stack" onSubmit={submit} noValidate>
        {/* Quick Add's word on the page (a failure, nothing found): a polite note, not a
            problem of the form, which can be filled in and saved as it is. */}
        {dialog.kind === 'add' && dialog.note ? <Alert tone="info">{dialog.note}</Alert> : null}
        <FormAlert message={error} />
        <InputField
          label={t('lists.editor.name')}
          required
          error={problems.name}
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
            name="price"
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
            error={problems.price}
            value={values.price}
            onChange={(event) => set('price')(event.target.value)}
          />
          <CurrencyField
            label={t('lists.field.currency')}
            value={currency}
            onChange={setCurrency}
            problem={problems.currency ?? null}
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
            error={problems.quantity}
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
          error={problems.affiliateLink}
          value={values.affiliateLink}
          onChange={(event) => set('affiliateLink')(event.target.value)}
        />
        <InputField
          label={t('lists.editor.imageUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={LIMITS.linkMax}
          error={problems.imageUrl}
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
        <AfterGiftFields
          values={values}
          anyOfProblem={problems.anyOf}
          groups={groups}
          onChange={(change) => setValues((current) => ({ ...current, ...change }))}
        />
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
