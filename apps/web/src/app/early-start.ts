import { startListEarly } from '../features/lists';
import { sessionStore } from '../lib/session';

/**
 * Imported first by main.tsx, so it runs before React and the router are evaluated: opened from
 * a link, a list page asks for its data and its code at once, and both arrive while the app's
 * main script is still starting, instead of one after the other once it has.
 */
const list = /^\/lists\/([^/]+)\/?$/.exec(window.location.pathname);
if (list?.[1] && sessionStore.get()) {
  startListEarly(decodeURIComponent(list[1]));
  void import('./routes/list').catch(() => {
    // The router imports it again, and shows its error page if that fails too.
  });
}
