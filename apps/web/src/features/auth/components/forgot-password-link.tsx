import { lazy, Suspense, useState } from 'react';
import { withCatalogs } from '../../../lib/i18n';
import { t } from '../i18n';

// The dialog code loads on first use, keeping the sign-in page small.
const ForgotPasswordDialog = lazy(() =>
  withCatalogs(import('./forgot-password-dialog')).then((module) => ({
    default: module.ForgotPasswordDialog,
  })),
);

interface ForgotPasswordLinkProps {
  /** What the sign-in form holds, to start the dialog from. */
  email?: string;
  label?: string;
  className?: string;
}

export function ForgotPasswordLink({
  email = '',
  label = t('auth.forgot.link'),
  className = 'link-button',
}: ForgotPasswordLinkProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        onPointerEnter={() => setRequested(true)}
        onFocus={() => setRequested(true)}
      >
        {label}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={open} setOpen={setOpen} initialEmail={email} />
        </Suspense>
      ) : null}
    </>
  );
}
