import { useQuery } from '@tanstack/react-query';
import { listQuery } from './list-query';

export { getList, listKey } from './list-query';

export function useList(id: string) {
  return useQuery(listQuery(id));
}
