import type { FormEvent } from 'react';
import { useState } from 'react';
import { InputField } from '../../../components/ui/field';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { errorMessage } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { checkProfileName } from '../../auth';
import { useJoinCircle } from '../api/circle-join';
import { t } from '../i18n';

interface CircleJoinFormProps {
  token: string;
  email: string;
  /** Called once the account is made and the circle joined, just before signing in. */
  onJoined: () => void;
}

/** C2 (as E3): someone without an account joins with a name; the e-mail's link proved it. */
export function CircleJoinForm({ token, email, onJoined }: CircleJoinFormProps) {
  const join = useJoinCircle(token);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const found = checkProfileName(trimmed);
    setProblem(found);
    if (found) {
      focusFirstInvalid();
      return;
    }
    join.mutate(trimmed, {
      // The page first learns it joined (so it does not offer to join again once signed in),
      // then the new account is signed in.
      onSuccess: (result) => {
        onJoined();
        if (result.token && result.user)
          sessionStore.signIn({ token: result.token, user: result.user });
      },
    });
  };

  return (
    <form ref={formRef} className="stack" onSubmit={submit}>
      <FormAlert
        message={join.isError ? errorMessage(join.error, t('circles.join.failed')) : null}
      />
      <InputField label={t('circles.join.email')} type="email" value={email} readOnly />
      <InputField
        label={t('circles.join.name')}
        autoComplete="name"
        required
        hint={t('circles.join.nameHint')}
        error={problem}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={join.isPending}
      >
        {join.isPending ? t('circles.join.pending') : t('circles.join.submitNew')}
      </button>
    </form>
  );
}
