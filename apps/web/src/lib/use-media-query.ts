import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, re-rendering the caller when that changes. For a
 * control that sits elsewhere on a phone: it is rendered in one place, not in both with one
 * hidden by the stylesheet. False where `matchMedia` is missing (jsdom): the wide layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** The phone layout's breakpoint, as in the stylesheets (max-width: 640px). */
export const PHONE_QUERY = '(max-width: 640px)';
