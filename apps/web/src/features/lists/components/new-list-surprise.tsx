import { CheckboxField } from '../../../components/ui/field';
import { t } from '../i18n';

interface NewListSurpriseProps {
  checked: boolean;
  onChange: (surprise: boolean) => void;
}

/**
 * "Keep it a surprise", offered as a list is made (off, as the spec makes lists), with a line
 * saying what the owner sees either way: claims hidden until after the event, or each one.
 */
export function NewListSurprise({ checked, onChange }: NewListSurpriseProps) {
  return (
    <CheckboxField
      label={t('lists.create.surprise')}
      hint={t('lists.create.surpriseHint')}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
