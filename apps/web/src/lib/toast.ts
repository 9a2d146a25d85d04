import { useSyncExternalStore } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Confirmations and failures that outlive the control that caused them (a dialog that closed,
 * a page left behind). The Toaster shows them in a live region; any code may add one.
 */
export const toast = {
  show(message: string, tone: ToastTone = 'success'): void {
    set([...toasts.slice(-3), { id: nextId++, message, tone }]);
  },
  dismiss(id: number): void {
    set(toasts.filter((shown) => shown.id !== id));
  },
  /** Dismisses every toast (the tests start each from none). */
  clear(): void {
    set([]);
  },
};

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
