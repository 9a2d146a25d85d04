import { useId, useState } from 'react';
import { t } from '../i18n';
import { COMMON_CURRENCIES, currencyName } from './currency';

const OTHER = 'other';

interface CurrencyFieldProps {
  label: string;
  /** The code as typed so far (upper case). */
  value: string;
  onChange: (code: string) => void;
  /** Why the code typed is refused, shown under it. */
  problem?: string | null;
}

/**
 * A list's currency (L2): the common ones in a select, and "Other currency…" for typing any
 * ISO 4217 code (the parent checks it with `toCurrencyCode` before saving).
 */
export function CurrencyField({ label, value, onChange, problem = null }: CurrencyFieldProps) {
  const id = useId();
  const common = COMMON_CURRENCIES.some((code) => code === value);
  // A code typed, or one the select does not list (saved elsewhere), shows in the text box.
  const [chosenOther, setTyping] = useState(false);
  const typing = chosenOther || !common;
  return (
    <div className="currency-field">
      <div className="field">
        <label htmlFor={`${id}-select`} className="field-label">
          {label}
        </label>
        <select
          id={`${id}-select`}
          className="input"
          value={typing ? OTHER : value}
          onChange={(event) => {
            const chosen = event.target.value;
            setTyping(chosen === OTHER);
            if (chosen !== OTHER) onChange(chosen);
          }}
        >
          {COMMON_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code} · {currencyName(code)}
            </option>
          ))}
          <option value={OTHER}>{t('lists.currency.other')}</option>
        </select>
      </div>
      {typing ? (
        <div className="field">
          <label htmlFor={`${id}-code`} className="field-label">
            {t('lists.currency.code')}
          </label>
          <input
            id={`${id}-code`}
            className="input currency-code"
            value={value}
            maxLength={3}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
          />
          {/* A refusal is announced as the other fields' are (components/ui/field.tsx). */}
          <p
            id={`${id}-hint`}
            className={problem ? 'field-error' : 'field-hint'}
            role={problem ? 'alert' : undefined}
          >
            {problem ?? t('lists.currency.codeHint')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
