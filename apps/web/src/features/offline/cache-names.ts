/**
 * The service worker's cache of API answers (vite.config.ts fills it, NetworkFirst): one user's
 * lists as last read, for reading offline. The page deletes it on sign-out (service-worker.ts).
 */
export const API_CACHE = 'wishlist-api';
