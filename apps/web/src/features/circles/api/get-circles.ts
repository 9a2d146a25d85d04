import { useQuery } from '@tanstack/react-query';
import type { Circle, CircleList } from '@wishlist/core';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in person's circles; a circle's shared lists sit under it (refreshed with it). */
export const circlesKey = ['circles'] as const;
export const circleListsKey = (circleId: string) => ['circles', circleId, 'lists'] as const;

export const circlePath = (circleId: string) => `/api/circles/${encodeURIComponent(circleId)}`;

export function getCircles(): Promise<Circle[]> {
  return apiRequest<Circle[]>('/api/circles');
}

export function useCircles(enabled = true) {
  return useQuery({ queryKey: circlesKey, queryFn: getCircles, enabled });
}

export function getCircleLists(circleId: string): Promise<CircleList[]> {
  return apiRequest<CircleList[]>(`${circlePath(circleId)}/lists`);
}

export function useCircleLists(circleId: string) {
  return useQuery({
    queryKey: circleListsKey(circleId),
    queryFn: () => getCircleLists(circleId),
  });
}
