import type { WishList } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { withReason } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { useUpdateList } from '../api/update-list';
import { t } from '../i18n';
import { currencyProblem, toCurrencyCode } from './currency';
import { CurrencyField } from './currency-field';

/**
 * The list's currency (L2), saved with its own button as the event date is: a select changed
 * with the arrow keys reports each step as a change, and each would otherwise be a save.
 */
export function CurrencySettings({ list }: { list: WishList }) {
  const update = useUpdateList(list._id);
  const [value, setValue] = useState(list.currency);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setValue(list.currency), [list.currency]);
  const changed = value !== list.currency;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = toCurrencyCode(value);
    if (!code) {
      setProblem(currencyProblem());
      return;
    }
    if (code !== list.currency) update.mutate({ currency: code });
  };

  return (
    <form className="currency-form" onSubmit={submit} noValidate>
      <CurrencyField
        label={t('lists.field.currency')}
        value={value}
        problem={problem}
        onChange={(code) => {
          setValue(code);
          setProblem(null);
        }}
      />
      {changed ? (
        <button
          type="submit"
          className="button button-primary button-small"
          disabled={update.isPending}
        >
          {t('lists.currency.save')}
        </button>
      ) : null}
      {update.isError ? (
        <Alert tone="error">{withReason(update.error, specT('spec.updateListFailed'))}</Alert>
      ) : null}
    </form>
  );
}
