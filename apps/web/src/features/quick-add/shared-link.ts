import { isHttpUrl, LIMITS } from '@wishlist/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list page's address may carry a link for Quick Add (`/lists/:id?add=<link>`): the share
 * page and the bookmarklet send people there, and the page opens Quick Add with it filled in.
 */
const SHARED_LINK_PARAM = 'add';

/** Characters that end a sentence around a link rather than belong to it. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"', ')', ']', '>', '»', '”']);

const count = (text: string, character: string) => text.split(character).length - 1;

/** `text`'s first http(s) address, without the punctuation after it; null when it has none. */
export function firstLinkIn(text: string): string | null {
  const start = text.search(/https?:\/\//i);
  if (start < 0) return null;
  let link = text.slice(start).split(/\s/, 1)[0] ?? '';
  while (link && TRAILING.has(link.at(-1) ?? '')) {
    // A closing bracket stays when the link opened one ("…/Lamp_(blue)").
    if (link.endsWith(')') && count(link, '(') >= count(link, ')')) break;
    link = link.slice(0, -1);
  }
  return isHttpUrl(link) && link.length <= LIMITS.linkMax ? link : null;
}

/**
 * The link in what another app shared (N4): `url`, else the first address in `text` (Android's
 * apps mostly put it there, after the product's name), else in `title`.
 */
export function sharedLinkOf(params: URLSearchParams): string | null {
  for (const field of ['url', 'text', 'title']) {
    const link = firstLinkIn(params.get(field) ?? '');
    if (link) return link;
  }
  return null;
}

/** The list page that opens Quick Add with `link`. */
export function quickAddPath(listId: string, link: string): string {
  const search = new URLSearchParams({ [SHARED_LINK_PARAM]: link });
  return `/lists/${encodeURIComponent(listId)}?${search}`;
}

/**
 * On a list page: the link its address carries for Quick Add, or null, and a way to take it
 * out of the address once used (so a reload or Back does not open Quick Add again).
 */
export function useSharedLink(): [string | null, () => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(SHARED_LINK_PARAM);
  const link = value && isHttpUrl(value) && value.length <= LIMITS.linkMax ? value : null;
  const forget = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SHARED_LINK_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [link, forget];
}
