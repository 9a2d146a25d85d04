import type { RefObject } from 'react';
import { useEffect } from 'react';

/**
 * Switching the language renders the whole app again (app/provider.tsx), so the picker that
 * was used is a new element and focus would fall to the page. The picker sets this just before
 * a switch and, drawn again, takes focus back: a keyboard user stays where they were.
 */
let refocusPicker = false;

export function refocusAfterSwitch(wanted = true): void {
  refocusPicker = wanted;
}

export function useRefocusAfterSwitch(picker: RefObject<HTMLSelectElement | null>): void {
  useEffect(() => {
    if (!refocusPicker) return;
    refocusPicker = false;
    picker.current?.focus();
  }, [picker]);
}
