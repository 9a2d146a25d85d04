import '../share.css';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { t } from '../i18n';

/**
 * The bookmarklet's code: opens this app's share page (/share, as the installed app's share
 * target does) in a small window, with the address and title of the page it is used on; when
 * that page says it is ready (from this app's origin, from the window just opened), sends it the
 * page as the browser shows it, to this app's origin only (sent-page.ts). Without `noopener`,
 * which would leave no window to send to; the share page lets go of the shop's once it has the
 * page.
 */
export function bookmarkletCode(origin: string): string {
  const app = JSON.stringify(origin);
  return (
    'javascript:void((()=>{' +
    `const a=${app},h=location.href,` +
    'w=window.open(a+"/share?url="+encodeURIComponent(h)+"&title="+encodeURIComponent(document.title),"_blank","popup,width=520,height=760");' +
    'if(!w)return;' +
    'const f=e=>{if(e.origin!==a||e.source!==w||!e.data||e.data.wishlist!=="ready")return;' +
    'removeEventListener("message",f);' +
    'w.postMessage({wishlist:"page",url:h,html:document.documentElement.outerHTML},a)};' +
    'addEventListener("message",f)})())'
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
