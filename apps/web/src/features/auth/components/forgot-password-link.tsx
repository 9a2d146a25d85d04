import { lazy, Suspense, useState } from 'react';

// The dialog code loads on first use, keeping the sign-in page small.
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((module) => ({ default: module.ForgotPasswordDialog })),
);

export function ForgotPasswordLink() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        onPointerEnter={() => setRequested(true)}
        onFocus={() => setRequested(true)}
      >
        Forgot your password?
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
