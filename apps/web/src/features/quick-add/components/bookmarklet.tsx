import '../share.css';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { t } from '../i18n';

/**
 * The bookmarklet's code: opens this app's share page (/share, as the installed app's share
 * target does) in a small window, with the address and title of the page it is used on.
 * `noopener`: the shop's page gets no hold on ours.
 */
export function bookmarkletCode(origin: string): string {
  const share = JSON.stringify(`${origin}/share?url=`);
  return (
    `javascript:void(window.open(${share}+encodeURIComponent(location.href)` +
    `+"&title="+encodeURIComponent(document.title),"_blank","noopener,popup,width=520,height=760"))`
  );
}

/**
 * Where a bookmarklet can be used: a mouse or trackpad to drag it with, and a screen wide
 * enough for a bookmarks bar. Phones and tablets used by touch alone have neither, so they are
 * not offered one (N4 offers it "from a desktop browser").
 */
export const DESKTOP_QUERY = '(pointer: fine) and (min-width: 48rem)';

function subscribeDesktop(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

// A browser without media queries in script is an old desktop one: offered, as before.
const isDesktop = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia(DESKTOP_QUERY).matches;

/** Whether this browser can use a bookmarklet, following the window as it changes. */
export function useDesktopBrowser(): boolean {
  return useSyncExternalStore(subscribeDesktop, isDesktop, () => false);
}

/**
 * "Add to Wishlist" for a desktop browser's bookmarks bar (N4), shown only there. React refuses `javascript:`
 * addresses in what it renders, so the link's address is set on the element itself, and so is
 * its click, which does nothing here (it would add this very page): the link is for dragging.
 */
export function Bookmarklet() {
  return useDesktopBrowser() ? <BookmarkletCard /> : null;
}

function BookmarkletCard() {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = link.current;
    if (!element) return;
    element.setAttribute('href', bookmarkletCode(window.location.origin));
    const stay = (event: MouseEvent) => event.preventDefault();
    element.addEventListener('click', stay);
    return () => element.removeEventListener('click', stay);
  }, []);
  return (
    <section className="card stack" aria-labelledby="bookmarklet-title">
      <h2 id="bookmarklet-title" className="card-title">
        {t('quickAdd.bookmarklet.title')}
      </h2>
      <p id="bookmarklet-how" className="muted">
        {t('quickAdd.bookmarklet.howTo')}
      </p>
      <a
        ref={link}
        // Replaced by the bookmarklet's code once mounted (React keeps a prop it never changes).
        href="/share"
        className="button button-secondary bookmarklet"
        draggable="true"
        aria-describedby="bookmarklet-how"
      >
        {/* Also the bookmark's name once dragged: the star stands for the app there. */}
        <span aria-hidden="true">★ </span>
        {t('quickAdd.bookmarklet.link')}
      </a>
    </section>
  );
}
