import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef } from 'react';
import { t } from './i18n';
import { useReturnFocus } from './return-focus';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The safe choice's words, where "Cancel" says less ("Keep editing"). */
  cancelLabel?: string;
  onConfirm: () => void;
  /**
   * Where focus goes after a confirmation, when the control that asked is about to go with
   * what was confirmed (a revoked token's row). Otherwise focus returns as from any dialog.
   */
  focusAfterConfirm?: () => void;
}

/** Asks before a destructive action; focus starts on Cancel. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = t('ui.cancel'),
  onConfirm,
  focusAfterConfirm,
}: ConfirmDialogProps) {
  const focus = useReturnFocus();
  const confirmed = useRef(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content
          className="dialog-content dialog-sm"
          onOpenAutoFocus={() => {
            confirmed.current = false;
            focus.onOpenAutoFocus();
          }}
          onCloseAutoFocus={(event) => {
            if (!(confirmed.current && focusAfterConfirm)) return focus.onCloseAutoFocus(event);
            event.preventDefault();
            focusAfterConfirm();
          }}
        >
          <AlertDialog.Title className="dialog-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog-description">
            {description}
          </AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="button button-secondary">
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className="button button-danger"
              onClick={() => {
                confirmed.current = true;
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
