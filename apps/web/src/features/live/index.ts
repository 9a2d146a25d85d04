/**
 * Live updates (N1): open pages read their lists again when another person changes them, over
 * one server-sent event stream per page. Import the feature only from here.
 */
export { type LiveScope, useLiveUpdates } from './api/use-live-updates';
