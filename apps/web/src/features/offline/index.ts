/** Offline reading: the service worker's setup, the offline notice and its hook. */
export { CONNECTION_STATUS_ID, OfflineNotice } from './offline-notice';
export { startOfflineSupport } from './service-worker';
export { useOnline } from './use-online';
