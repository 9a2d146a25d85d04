import { createContext, useContext, useEffect, useId, useRef } from 'react';
import { NavigationType, UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';
import { t } from './i18n';

interface DiscardChangesDialogProps {
  open: boolean;
  /** Keep editing (the safe choice, focused first), Escape included. */
  onKeep: () => void;
  onDiscard: () => void;
}

/** "Discard your changes?", asked before a form with unsaved changes goes. */
export function DiscardChangesDialog({ open, onKeep, onDiscard }: DiscardChangesDialogProps) {
  // Radix closes the question after its Discard button's click: that close is not a Keep.
  const discarded = useRef(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !discarded.current) onKeep();
        discarded.current = false;
      }}
      title={t('ui.discard.title')}
      description={t('ui.discard.text')}
      cancelLabel={t('ui.discard.keep')}
      confirmLabel={t('ui.discard.confirm')}
      onConfirm={() => {
        discarded.current = true;
        onDiscard();
      }}
    />
  );
}

/** The browser's own question before a reload or a closed tab loses the changes. */
function useUnloadWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

type BlockerArgs = Parameters<Exclude<Parameters<typeof useBlocker>[0], boolean>>[0];
const isBackOrForward = ({ historyAction }: BlockerArgs) => historyAction === NavigationType.Pop;

/**
 * Back and Forward ask first. Only those: the app's own navigations (a sign-out's redirect to
 * /login, a saved form opening what it made) are never held, and a dialog covers every link.
 */
function BackBlocker() {
  const blocker = useBlocker(isBackOrForward);
  return (
    <DiscardChangesDialog
      open={blocker.state === 'blocked'}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}

/**
 * While `dirty`, leaving by the browser's Back (or Forward), a reload or closing the tab asks
 * before the changes are lost. For a form on a page; a form in a Dialog has this from the
 * Dialog. Outside a data router (a component rendered alone) only the unload warning applies.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  useUnloadWarning(dirty);
  // useBlocker throws outside a data router; mounted only while dirty, so at most the one
  // form being edited holds the router's single blocker.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dirty && dataRouter ? <BackBlocker /> : null;
}

type ReportDirty = (form: string, dirty: boolean) => void;

/** How a form inside a Dialog tells it that it holds unsaved changes (see useDialogDirty). */
export const DialogDirtyContext = createContext<ReportDirty | null>(null);

/**
 * For a form rendered inside a Dialog that does not own its state (the invitation form in the
 * share and manage dialogs): while `dirty`, the Dialog asks before closing, as with its
 * `dirty` prop. Outside a Dialog it does nothing.
 */
export function useDialogDirty(dirty: boolean): void {
  const report = useContext(DialogDirtyContext);
  const form = useId();
  useEffect(() => {
    if (!report) return;
    report(form, dirty);
    return () => report(form, false);
  }, [report, form, dirty]);
}
