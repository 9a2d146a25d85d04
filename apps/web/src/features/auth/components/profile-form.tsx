import { LIMITS } from '@wishlist/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/field';
import { FormAlert, useFocusFirstInvalid } from '../../../components/ui/form-errors';
import { errorMessage } from '../../../lib/api-client';
import { specT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { accountT } from '../account-i18n';
import { useSignInOptions } from '../api/sign-in-options';
import { useUpdateProfile } from '../api/update-profile';
import { t } from '../i18n';

export function checkProfileName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < LIMITS.nameMin) return specT('spec.nameTooShort');
  if (trimmed.length > LIMITS.nameMax) return specT('spec.nameTooLong');
  return null;
}

export function ProfileForm() {
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const [name, setName] = useState(user?.name ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  if (!user) return null;

  const changed = name.trim() !== user.name;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const found = checkProfileName(name);
    setProblem(found);
    if (found) focusFirstInvalid();
    if (found || !changed) return;
    update.mutate(name.trim(), {
      onSuccess: (result) => {
        setName(result.user.name);
        setSaved(true);
      },
    });
  };

  const failed = update.isError
    ? errorMessage(update.error, specT('spec.updateProfileFailed'))
    : null;
  return (
    <form ref={formRef} className="stack" onSubmit={submit}>
      <FormAlert message={failed} />
      {saved && !failed && !problem ? (
        <Alert tone="success">{accountT('account.profile.updated')}</Alert>
      ) : null}
      <InputField
        label={t('auth.email')}
        type="email"
        value={user.email}
        readOnly
        hint={<EmailReadOnly />}
      />
      <InputField
        label={t('auth.fullName')}
        autoComplete="name"
        error={problem}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setSaved(false);
        }}
      />
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={!changed || update.isPending}
        >
          {update.isPending
            ? accountT('account.profile.pending')
            : accountT('account.profile.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * The spec's sentence under the e-mail, word for word. When the server names a support address
 * (SUPPORT_EMAIL), its "Contact support" (the words the language's sentence uses for it) writes
 * to that address; otherwise, or while the server has not said, the sentence is plain text.
 */
function EmailReadOnly() {
  const supportEmail = useSignInOptions().data?.supportEmail;
  const sentence = specT('spec.emailReadOnly');
  const phrase = t('auth.emailReadOnlySupport');
  const at = sentence.indexOf(phrase);
  if (!supportEmail || at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <a href={`mailto:${supportEmail}`}>{phrase}</a>
      {sentence.slice(at + phrase.length)}
    </>
  );
}
