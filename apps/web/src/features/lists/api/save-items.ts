import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateListBody, WishList } from '@wishlist/core';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { listKey } from './get-list';
import { listsKey } from './get-lists';
import { type ItemsIntent, itemsFor, type MoveIntent, moveItem } from './item-intents';
import { updateList } from './update-list';

/** Tries of one save: the first, then two more on a list read afresh (decision 012). */
export const SAVE_TRIES = 3;

export interface SaveItemsVariables {
  intent: ItemsIntent;
}

/** Each list's saves run one after another, so that none races one from this same page. */
const queues = new Map<string, Promise<unknown>>();
/** Moves not yet saved, shown at once over whatever the server last said (drag and drop). */
const shownMoves = new Map<string, MoveIntent[]>();

const isRefusal = (error: unknown, code: string) =>
  error instanceof ApiRequestError && error.status === 409 && error.code === code;

function readList(listId: string): Promise<WishList> {
  return apiRequest<WishList>(`/api/lists/${encodeURIComponent(listId)}`);
}

/** The list as the page should show it: the server's, with the moves still on their way. */
function show(queryClient: QueryClient, listId: string, list: WishList): void {
  const moves = shownMoves.get(listId) ?? [];
  const items = moves.reduce((shown, move) => moveItem(shown, move), list.items);
  queryClient.setQueryData<WishList>(listKey(listId), { ...list, items });
}

async function saveNow(
  queryClient: QueryClient,
  listId: string,
  { intent }: SaveItemsVariables,
): Promise<WishList> {
  let list = queryClient.getQueryData<WishList>(listKey(listId)) ?? (await readList(listId));
  for (let attempt = 1; ; attempt += 1) {
    const payload: UpdateListBody = { items: itemsFor(list, intent) };
    // A server older than decision 012 sends no version: the spec's save, without the check.
    if (typeof list.version === 'number') payload.version = list.version;
    try {
      return await updateList(listId, payload);
    } catch (error) {
      // Archived elsewhere: read again, so the page says so and offers no more changes.
      if (isRefusal(error, 'archived'))
        void queryClient.invalidateQueries({ queryKey: listKey(listId) });
      if (!isRefusal(error, 'stale') || attempt >= SAVE_TRIES) throw error;
      list = await readList(listId);
      show(queryClient, listId, list);
    }
  }
}

/**
 * Saves a change to a list's items (add, edit, delete, move) with the version the page read.
 * When another save came first (409 `stale`), the list is read again and the same intent is
 * applied to it, up to SAVE_TRIES times in all, so a save from a page that missed a change
 * never drops it. A move shows at once and settles when the server answers.
 */
export function saveItems(
  queryClient: QueryClient,
  listId: string,
  variables: SaveItemsVariables,
): Promise<WishList> {
  const { intent } = variables;
  if (intent.kind === 'move') {
    shownMoves.set(listId, [...(shownMoves.get(listId) ?? []), intent]);
    const cached = queryClient.getQueryData<WishList>(listKey(listId));
    // A read on its way would put the old order back.
    void queryClient.cancelQueries({ queryKey: listKey(listId) });
    if (cached)
      queryClient.setQueryData(listKey(listId), {
        ...cached,
        items: moveItem(cached.items, intent),
      });
  }
  const settle = () => {
    if (intent.kind !== 'move') return;
    const left = (shownMoves.get(listId) ?? []).filter((move) => move !== intent);
    if (left.length > 0) shownMoves.set(listId, left);
    else shownMoves.delete(listId);
  };
  const previous = queues.get(listId) ?? Promise.resolve();
  const run = previous
    .catch(() => undefined)
    .then(() => saveNow(queryClient, listId, variables))
    .then(
      (list) => {
        settle();
        show(queryClient, listId, list);
        return list;
      },
      (error: unknown) => {
        settle();
        // What the page shows may be a move the server refused: read the list again.
        if (intent.kind === 'move')
          void queryClient.invalidateQueries({ queryKey: listKey(listId) });
        throw error;
      },
    );
  queues.set(listId, run);
  void run
    .catch(() => undefined)
    .finally(() => {
      if (queues.get(listId) === run) queues.delete(listId);
    });
  return run;
}

/** A save of the list's items (see saveItems); the dashboard's counts follow. */
export function useSaveItems(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveItemsVariables) => saveItems(queryClient, listId, variables),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}
