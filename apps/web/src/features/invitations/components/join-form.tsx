import type { FormEvent } from 'react';
import { useState } from 'react';
import { InputField } from '../../../components/ui/field';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { errorMessage } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { checkProfileName } from '../../auth';
import { useJoinInvitation } from '../api/invitation-preview';
import { t } from '../i18n';

interface JoinFormProps {
  token: string;
  email: string;
  /** Called once the account is made and the invitation accepted, just before signing in. */
  onJoined: () => void;
}

/** E3: a new invitee joins with a name alone; the e-mail's link proved the address. */
export function JoinForm({ token, email, onJoined }: JoinFormProps) {
  const join = useJoinInvitation(token);
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
    join.mutate(
      { name: trimmed },
      {
        // The page first learns it joined (so it does not accept again once signed in), then
        // the new account is signed in.
        onSuccess: (result) => {
          onJoined();
          sessionStore.signIn({ token: result.token, user: result.user });
        },
      },
    );
  };

  return (
    <form ref={formRef} className="stack" onSubmit={submit}>
      <FormAlert
        message={join.isError ? errorMessage(join.error, specT('spec.registrationFailed')) : null}
      />
      <InputField label={t('invitations.email')} type="email" value={email} readOnly />
      <InputField
        label={t('invitations.join.name')}
        autoComplete="name"
        required
        hint={t('invitations.join.nameHint')}
        error={problem}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={join.isPending}
      >
        {join.isPending ? t('invitations.join.pending') : t('invitations.join.submit')}
      </button>
    </form>
  );
}
