import { setOfflineRefusal } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';
import { API_CACHE } from './cache-names';
import { t } from './i18n';

/**
 * Registers the service worker that vite-plugin-pwa builds (docs/decisions/016), once the page
 * has loaded: its install then downloads the app's files for offline use without competing with
 * the page's own first requests.
 */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No offline copy this visit (private mode may refuse workers): the app works as before.
    });
  };
  // The app's script may finish starting after `load` (it waits for its catalogues).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Deletes the copy of the API's answers when the session ends or changes hands, so the next
 * person on this device cannot read the last one's lists offline. (The service worker keys
 * answers by token too, through `Vary: Authorization`, but a copy left behind is still data.)
 */
function forgetApiCopiesOnSignOut(): void {
  let token = sessionStore.get()?.token ?? null;
  sessionStore.subscribe(() => {
    const next = sessionStore.get()?.token ?? null;
    if (token !== null && next !== token && 'caches' in window) {
      void caches.delete(API_CACHE).catch(() => {});
    }
    token = next;
  });
}

/** Offline reading and its limits, set up once by main.tsx. */
export function startOfflineSupport({ serviceWorker }: { serviceWorker: boolean }): void {
  setOfflineRefusal(() => t('offline.writeRefused'));
  forgetApiCopiesOnSignOut();
  if (serviceWorker) registerServiceWorker();
}
