import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from './i18n';
import { useReturnFocus } from './return-focus';
import { DialogDirtyContext, DiscardChangesDialog, UnsavedChangesGuard } from './unsaved-changes';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Its form holds changes not saved yet: Escape, a click beside it, its Close button and the
   * browser's Back ask "Discard your changes?" before it closes (a reload or a closed tab gets
   * the browser's own question). A form that is not dirty closes at once. A form inside that
   * does not own its state says so with `useDialogDirty` instead.
   */
  dirty?: boolean;
}

const FIELDS =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * Focus for a dialog that opens: its first field. One whose fields come later (the lists to
 * copy to, still loading) opens as Radix opens it, on its Close button, and moves to the first
 * field when it comes, unless the person has moved on meanwhile.
 */
function useFirstFieldFocus() {
  const content = useRef<HTMLDivElement>(null);
  const waiting = useRef<MutationObserver | null>(null);
  const stopWaiting = useCallback(() => {
    waiting.current?.disconnect();
    waiting.current = null;
  }, []);
  useEffect(() => stopWaiting, [stopWaiting]);
  const onOpenAutoFocus = (event: Event) => {
    const node = content.current;
    if (!node) return;
    const field = node.querySelector<HTMLElement>(FIELDS);
    if (field) {
      event.preventDefault();
      field.focus();
      return;
    }
    stopWaiting();
    waiting.current = new MutationObserver(() => {
      const later = node.querySelector<HTMLElement>(FIELDS);
      if (!later) return;
      stopWaiting();
      const active = document.activeElement;
      if (active === node || active?.closest('.dialog-header')) later.focus();
    });
    waiting.current.observe(node, { childList: true, subtree: true });
  };
  return { content, onOpenAutoFocus, stopWaiting };
}

/**
 * A modal dialog: Radix keeps focus inside and closes on Escape; focus returns to its opener.
 * It opens on its first field (useFirstFieldFocus).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  dirty = false,
}: DialogProps) {
  const focus = useReturnFocus();
  const firstField = useFirstFieldFocus();
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const [asking, setAsking] = useState(false);
  const reportDirty = useCallback((form: string, formDirty: boolean) => {
    setDirtyForms((current) => {
      if (current.has(form) === formDirty) return current;
      const next = new Set(current);
      if (formDirty) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  const guarded = open && (dirty || dirtyForms.size > 0);

  const changeOpen = (next: boolean) => {
    if (next || !guarded) onOpenChange(next);
    else setAsking(true);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={changeOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          ref={firstField.content}
          className={`dialog-content dialog-${size}`}
          onOpenAutoFocus={(event) => {
            focus.onOpenAutoFocus();
            firstField.onOpenAutoFocus(event);
          }}
          onCloseAutoFocus={(event) => {
            firstField.stopWaiting();
            focus.onCloseAutoFocus(event);
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog-header">
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-button" aria-label={t('ui.dialog.close')}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="dialog-description">
              {description}
            </RadixDialog.Description>
          ) : null}
          <DialogDirtyContext.Provider value={reportDirty}>{children}</DialogDirtyContext.Provider>
          <UnsavedChangesGuard dirty={guarded} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
      <DiscardChangesDialog
        open={asking && guarded}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onOpenChange(false);
        }}
      />
    </RadixDialog.Root>
  );
}

export { useDialogDirty } from './unsaved-changes';
