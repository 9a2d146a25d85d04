import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { invitationsKey, sharedListsKey } from '../../invitations';
import { itemNotesKey, listKey, listsKey, myClaimsKey } from '../../lists';
import { openLiveStream } from './live-stream';

/**
 * What a page follows: one list (its page), or every list the person owns, has accepted an
 * invitation to or has claimed on (the dashboard, Friends Lists, My Gifts).
 */
export type LiveScope = { listId: string } | 'account';

/** Events that arrive together (a burst of claims) cost one read. */
const GATHER_MS = 100;

const streamPath = (scope: LiveScope) =>
  scope === 'account' ? '/api/me/events' : `/api/lists/${encodeURIComponent(scope.listId)}/events`;

/**
 * Marks what a change touches as stale; what the page shows is read again at once. Reads wait
 * while any save, claim or move of this page is on its way: its answer or optimistic update
 * must not be overwritten by a read that started before it was settled (a dragged item would
 * jump back). Forms keep their own state (dialogs copy their values when they open), so a read
 * never resets what someone is typing.
 */
function createRefresher(queryClient: QueryClient, scope: LiveScope) {
  const lists = new Set<string>();
  let everything = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // On a list's page only that list is shown: the rest is read when next shown.
  const others = scope === 'account' ? 'active' : 'none';

  const flush = () => {
    timer = undefined;
    if (!everything && lists.size === 0) return;
    if (queryClient.isMutating() > 0) return; // the mutation cache's next change tries again
    const invalidate = (queryKey: readonly unknown[], refetchType: 'active' | 'none' = 'active') =>
      void queryClient.invalidateQueries({ queryKey, refetchType });
    if (everything) {
      if (scope === 'account') invalidate(['list'], 'none');
      else {
        invalidate(listKey(scope.listId));
        invalidate(itemNotesKey(scope.listId));
      }
    }
    for (const listId of lists) {
      invalidate(listKey(listId));
      invalidate(invitationsKey(listId));
      // A givers' note (A2) comes as the list's change: an open thread is read again.
      invalidate(itemNotesKey(listId));
    }
    invalidate(listsKey, others);
    invalidate(sharedListsKey, others);
    invalidate(myClaimsKey, others);
    lists.clear();
    everything = false;
  };
  const schedule = () => {
    timer ??= setTimeout(flush, GATHER_MS);
  };
  const unsubscribe = queryClient.getMutationCache().subscribe(() => {
    if (timer === undefined && queryClient.isMutating() === 0) flush();
  });
  return {
    changed(listId: string) {
      lists.add(listId);
      schedule();
    },
    everything() {
      everything = true;
      schedule();
    },
    stop() {
      clearTimeout(timer);
      unsubscribe();
    },
  };
}

/**
 * Keeps the page's data current while it is open (N1): one stream per page, which reads the
 * page's lists again when another person changes one of them, and on every (re)connection.
 * Stops when the server refuses the stream (signed out, list gone); the reads that follow show
 * the page's usual error. `enabled: false` holds no stream (the list is not loaded yet).
 */
export function useLiveUpdates(scope: LiveScope, enabled = true): void {
  const queryClient = useQueryClient();
  const token = useSession()?.token;
  const path = streamPath(scope);
  const listId = scope === 'account' ? null : scope.listId;
  useEffect(() => {
    if (!enabled || !token) return;
    const refresher = createRefresher(queryClient, listId === null ? 'account' : { listId });
    const stream = openLiveStream(path, {
      onChange: (change) => refresher.changed(change.listId),
      onConnected: () => refresher.everything(),
      onRefused: () => refresher.everything(),
    });
    return () => {
      stream.close();
      refresher.stop();
    };
  }, [queryClient, path, listId, enabled, token]);
}
