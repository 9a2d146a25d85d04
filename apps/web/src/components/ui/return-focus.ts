import { useRef } from 'react';

/** The last control outside any dialog that opened one: where focus goes back to. */
let pageOpener: HTMLElement | null = null;

const insideDialog = (element: Element) =>
  element.closest('[role="dialog"], [role="alertdialog"]') !== null;

const canTakeFocus = (element: HTMLElement | null): element is HTMLElement =>
  element?.isConnected === true && !element.closest('[data-state="closed"]');

/**
 * Radix returns focus to whatever had it when a dialog opened. That is the page's body when one
 * dialog follows another (Quick Add leads to the item form) or when the control that opened it
 * is gone (a deleted item's card). These handlers send focus back to the control that opened
 * the first dialog instead, or else to the page's main region, never to the body.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      previous.current = active instanceof HTMLElement && active !== document.body ? active : null;
      if (previous.current && !insideDialog(previous.current)) pageOpener = previous.current;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = [previous.current, pageOpener].find(canTakeFocus);
      (target ?? document.getElementById('main'))?.focus();
    },
  };
}
