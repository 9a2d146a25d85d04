import { useContext, useEffect, useRef, useState } from 'react';
import { NavigationType, UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../i18n';

/**
 * Asking before a dialog's unsaved changes are lost, for the list settings dialog. A close
 * (Escape, a click beside it, its Close button, Cancel) goes through `requestClose`, which asks
 * when `dirty`; while dirty the browser's Back and Forward ask too, and a reload or a closed tab
 * gets the browser's own question.
 *
 * The shared Dialog (components/ui/dialog.tsx) is to ask the same for every dialog through a
 * `dirty` prop; once it does, the settings dialog passes `dirty` to it and this file goes.
 */
export function useDiscardGuard(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const requestClose = () => {
    if (dirty) setAsking(true);
    else close();
  };
  const question = (
    <>
      <DiscardQuestion
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          close();
        }}
      />
      {dirty ? <BackGuard /> : null}
    </>
  );
  return { requestClose, question };
}

interface DiscardQuestionProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

function DiscardQuestion({ open, onKeep, onDiscard }: DiscardQuestionProps) {
  // Radix closes the question after its Discard button's click: that close is not a Keep.
  const discarded = useRef(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !discarded.current) onKeep();
        discarded.current = false;
      }}
      title={t('lists.discard.title')}
      description={t('lists.discard.text')}
      confirmLabel={t('lists.discard.confirm')}
      onConfirm={() => {
        discarded.current = true;
        onDiscard();
      }}
    />
  );
}

const isBackOrForward = ({ historyAction }: { historyAction: NavigationType }) =>
  historyAction === NavigationType.Pop;

function RouterBackGuard() {
  const blocker = useBlocker(isBackOrForward);
  return (
    <DiscardQuestion
      open={blocker.state === 'blocked'}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}

/** Back and Forward ask first; useBlocker needs a data router (the app's and the tests'). */
function BackGuard() {
  return useContext(UNSAFE_DataRouterContext) ? <RouterBackGuard /> : null;
}
