import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Draw, DrawInput, DrawMessage, DrawMessageInput, DrawSummary } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

/**
 * A circle's draws sit under the circle's key (`['circles', id]`): a change to the circles
 * (someone removed, the circle deleted) refreshes them too.
 */
export const circleDrawsKey = (circleId: string) => ['circles', circleId, 'draws'] as const;
export const drawKey = (drawId: string) => ['draws', drawId] as const;
export const drawMessagesKey = (drawId: string) => ['draws', drawId, 'messages'] as const;

const circleDrawsPath = (circleId: string) => `/api/circles/${encodeURIComponent(circleId)}/draws`;
const drawPath = (drawId: string) => `/api/draws/${encodeURIComponent(drawId)}`;

/** D2: the circle's draws (its members), newest first; nobody's recipient in them. */
export function useCircleDraws(circleId: string) {
  return useQuery({
    queryKey: circleDrawsKey(circleId),
    queryFn: () => apiRequest<DrawSummary[]>(circleDrawsPath(circleId)),
  });
}

/**
 * D2: the draw as the caller may see it. A participant's first read after a run tells the
 * admins they have looked: only the draw's page reads it.
 */
export function useDraw(drawId: string) {
  return useQuery({
    queryKey: drawKey(drawId),
    queryFn: () => apiRequest<Draw>(drawPath(drawId)),
  });
}

/**
 * D3: the caller's two conversations. Asked only of a participant once the draw has run (a
 * non-participant's read is a 403, and any 403 signs out). Read again when the person comes
 * back to the tab, and with the page's Refresh: no timer (see decision 037's web section).
 */
export function useDrawMessages(drawId: string, enabled: boolean) {
  return useQuery({
    queryKey: drawMessagesKey(drawId),
    queryFn: () => apiRequest<DrawMessage[]>(`${drawPath(drawId)}/messages`),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** D1: an admin sets up a draw (not run yet). */
export function useCreateDraw(circleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DrawInput) =>
      apiRequest<Draw>(circleDrawsPath(circleId), { method: 'POST', body: input }),
    onSuccess: (draw) => {
      queryClient.setQueryData(drawKey(draw._id), draw);
      void queryClient.invalidateQueries({ queryKey: circleDrawsKey(circleId) });
    },
  });
}

/** D1, D3: an admin runs the draw (again): new pairs, so the old messages are gone. */
export function useRunDraw(draw: Pick<Draw, '_id' | 'circleId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Draw>(`${drawPath(draw._id)}/run`, { method: 'POST' }),
    onSuccess: (ran) => {
      queryClient.setQueryData(drawKey(draw._id), ran);
      void queryClient.invalidateQueries({ queryKey: drawMessagesKey(draw._id) });
      void queryClient.invalidateQueries({ queryKey: circleDrawsKey(draw.circleId) });
    },
  });
}

/**
 * D2: an admin deletes the draw. Its own cache entry is left to the page, which drops it once it
 * has moved away (dropped while shown, the page would ask again and read a 404).
 */
export function useDeleteDraw(draw: Pick<Draw, '_id' | 'circleId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>(drawPath(draw._id), { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: circleDrawsKey(draw.circleId) });
    },
  });
}

/** The draw was run again since the page read it: a message would reach someone else. */
export class RanAgainError extends Error {
  constructor() {
    super('The draw was run again');
    this.name = 'RanAgainError';
  }
}

/**
 * D3: a question to one's recipient, or an answer to one's Santa, in the run the page shows
 * (`runs`). Run again meanwhile (by another admin, the page not reloaded), the pairs changed: the
 * draw is read first and, when its run is another, nothing is sent and the page shows the new
 * one, so a question meant for one person never reaches another.
 */
export function useSendDrawMessage(drawId: string, runs: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DrawMessageInput) => {
      const now = await apiRequest<Draw>(drawPath(drawId));
      if (now.runs !== runs) {
        queryClient.setQueryData(drawKey(drawId), now);
        void queryClient.invalidateQueries({ queryKey: drawMessagesKey(drawId) });
        throw new RanAgainError();
      }
      return apiRequest<DrawMessage>(`${drawPath(drawId)}/messages`, {
        method: 'POST',
        body: input,
      });
    },
    onSuccess: (sent) => {
      queryClient.setQueryData<DrawMessage[]>(drawMessagesKey(drawId), (messages) =>
        messages ? [...messages, sent] : [sent],
      );
    },
  });
}
