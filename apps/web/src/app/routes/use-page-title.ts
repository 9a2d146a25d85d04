import { useEffect } from 'react';

/**
 * Names the browser tab "<title> · Wishlist" ("Wishlist" alone for an empty title). Pass the
 * title already translated (`t('…')` during render): switching language renders the page again,
 * so the tab follows with the new text. The product name is not translated.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Wishlist` : 'Wishlist';
  }, [title]);
}
