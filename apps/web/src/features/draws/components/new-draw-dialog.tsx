import type { Circle } from '@wishlist/core';
import { LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, useDialogDirty } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/field';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { errorMessage } from '../../../lib/api-client';
import { CurrencyField, preferredCurrency } from '../../lists';
import { ConnectionHint, useCanSend } from '../../offline';
import { useCreateDraw } from '../api/draws';
import { t } from '../i18n';
import { type DrawFormProblems, formToDraw, type Pair, pairsAmong } from './draw-form';
import { ExclusionsField } from './exclusions-field';
import { ParticipantsField } from './participants-field';

interface NewDrawDialogProps {
  circle: Circle;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** D1: an admin sets up a draw in the circle; the new draw's page opens, ready to run. */
export function NewDrawDialog({ circle, open, onOpenChange }: NewDrawDialogProps) {
  const title = t('draws.form.title', { circle: circle.name });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={t('draws.form.text')}
      size="lg"
    >
      <NewDrawForm circle={circle} label={title} />
    </Dialog>
  );
}

function NewDrawForm({ circle, label }: { circle: Circle; label: string }) {
  const create = useCreateDraw(circle._id);
  const canSend = useCanSend();
  const navigate = useNavigate();
  const people = circle.members.filter((member) => !member.managed);
  const [name, setName] = useState('');
  const [participantIds, setParticipantIds] = useState(() => people.map((person) => person._id));
  const [exclusions, setExclusions] = useState<Pair[]>([]);
  const [budget, setBudget] = useState('');
  const [startCurrency] = useState(preferredCurrency);
  const [currency, setCurrency] = useState(startCurrency);
  const [exchangeDate, setExchangeDate] = useState('');
  const [problems, setProblems] = useState<DrawFormProblems>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const dirty =
    !create.isSuccess &&
    (name.trim() !== '' ||
      participantIds.length !== people.length ||
      exclusions.length > 0 ||
      budget !== '' ||
      exchangeDate !== '');
  useDialogDirty(dirty);
  const clear = (field: keyof DrawFormProblems) =>
    setProblems(({ [field]: _gone, ...rest }) => rest);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = formToDraw({ name, participantIds, exclusions, budget, currency, exchangeDate });
    if (!result.ok) {
      setProblems(result.problems);
      focusFirstInvalid();
      return;
    }
    setProblems({});
    create.mutate(result.input, {
      onSuccess: (draw) => void navigate(`/draws/${encodeURIComponent(draw._id)}`),
    });
  };

  const chosen = people.filter((person) => participantIds.includes(person._id));
  return (
    <form ref={formRef} className="stack" onSubmit={submit} noValidate aria-label={label}>
      <FormAlert
        message={create.isError ? errorMessage(create.error, t('draws.form.failed')) : null}
      />
      <InputField
        label={t('draws.form.name')}
        required
        maxLength={LIMITS.listNameMax}
        placeholder={t('draws.form.namePlaceholder')}
        autoComplete="off"
        error={problems.name}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          clear('name');
        }}
      />
      <ParticipantsField
        members={circle.members}
        chosen={participantIds}
        problem={problems.participants}
        onChange={(next) => {
          setParticipantIds(next);
          setExclusions((pairs) => pairsAmong(pairs, next));
          clear('participants');
        }}
      />
      <ExclusionsField people={chosen} exclusions={exclusions} onChange={setExclusions} />
      <div className="form-row draw-budget">
        <InputField
          label={t('draws.form.budget')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={problems.budget}
          value={budget}
          onChange={(event) => {
            setBudget(event.target.value);
            clear('budget');
          }}
        />
        <CurrencyField
          label={t('draws.form.currency')}
          value={currency}
          problem={problems.currency}
          onChange={(code) => {
            setCurrency(code);
            clear('currency');
          }}
        />
      </div>
      <InputField
        label={t('draws.form.exchangeDate')}
        type="date"
        hint={t('draws.form.exchangeHint')}
        error={problems.exchangeDate}
        value={exchangeDate}
        onChange={(event) => {
          setExchangeDate(event.target.value);
          clear('exchangeDate');
        }}
      />
      <ConnectionHint />
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={create.isPending || !canSend}
        >
          {create.isPending ? t('draws.form.creating') : t('draws.form.submit')}
        </button>
      </div>
    </form>
  );
}
