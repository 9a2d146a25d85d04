import { LIMITS } from '@wishlist/core';
import { useId } from 'react';
import { CheckboxField, InputField } from '../../../components/ui/field';
import { giftT } from '../after-gift-i18n';
import type { ItemFormValues } from './item-form';

type AfterGiftValues = Pick<ItemFormValues, 'hidden' | 'groupGift' | 'anyOf'>;

interface AfterGiftFieldsProps {
  values: AfterGiftValues;
  /** Why the group's name is refused (a group gift is no alternative), under its field. */
  anyOfProblem?: string;
  /** The list's alternatives groups so far, offered as the person types (A5). */
  groups: readonly string[];
  onChange: (change: Partial<AfterGiftValues>) => void;
}

/**
 * The item form's last fields, for what happens around the gift: Private (A4), Group gift (A3)
 * and "Any one of these" (A5), whose datalist offers the list's groups so that alternatives
 * are named alike without retyping.
 */
export function AfterGiftFields({ values, anyOfProblem, groups, onChange }: AfterGiftFieldsProps) {
  const groupsId = useId();
  return (
    <>
      <CheckboxField
        label={giftT('lists.private.field')}
        hint={giftT('lists.private.hint')}
        checked={values.hidden}
        onChange={(event) => onChange({ hidden: event.target.checked })}
      />
      <CheckboxField
        label={giftT('lists.groupGift.field')}
        hint={giftT('lists.groupGift.hint')}
        checked={values.groupGift}
        onChange={(event) => onChange({ groupGift: event.target.checked })}
      />
      <InputField
        label={giftT('lists.anyOf.field')}
        hint={giftT('lists.anyOf.hint')}
        error={anyOfProblem}
        list={groupsId}
        autoComplete="off"
        maxLength={LIMITS.anyOfMax}
        value={values.anyOf}
        onChange={(event) => onChange({ anyOf: event.target.value })}
      />
      <datalist id={groupsId}>
        {groups.map((group) => (
          <option key={group} value={group} />
        ))}
      </datalist>
    </>
  );
}

/** The alternatives groups the list's items name, each once, in alphabetical order. */
export function listGroups(items: ReadonlyArray<{ anyOf?: string }>): string[] {
  const names = new Set(items.flatMap((item) => (item.anyOf ? [item.anyOf] : [])));
  return [...names].sort((a, b) => a.localeCompare(b));
}
