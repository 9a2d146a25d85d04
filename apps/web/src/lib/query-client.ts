import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/**
 * Offline (docs/decisions/016): a read still runs once, since the service worker may answer it
 * with the copy it kept ('offlineFirst'; the default 'online' would wait for the network and
 * show a spinner forever), and a failed read is not retried while offline, so the page shows
 * its error. A write always runs ('always'): offline it fails at once with a sentence saying
 * so (lib/api-client.ts), instead of waiting unseen for the network to come back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
        retry: (failureCount, error) =>
          navigator.onLine &&
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
          failureCount < 1,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
