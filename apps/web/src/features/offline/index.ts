/** Offline reading and the connection: the service worker's setup, the banner and its hooks. */
export { ConnectionHint, useCanSend } from './connection-hint';
export { CONNECTION_STATUS_ID, OfflineNotice } from './offline-notice';
export { startOfflineSupport } from './service-worker';
export { type Connection, resetConnection, useConnection } from './use-connection';
export { useOnline } from './use-online';
