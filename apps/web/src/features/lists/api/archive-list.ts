import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishList } from '@wishlist/core';
import { listKey } from './get-list';
import { listsKey } from './get-lists';
import { myClaimsKey } from './mark-bought';
import { updateList } from './update-list';

export interface ArchiveChange {
  listId: string;
  /** true archives the list (its claims go, L3); false restores it (the claims do not return). */
  archived: boolean;
}

/** Archives or restores a list, from its page or from the dashboard. */
export function useSetArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, archived }: ArchiveChange) => updateList(listId, { archived }),
    onSuccess: (list: WishList) => {
      queryClient.setQueryData(listKey(list._id), list);
      queryClient.setQueryData<WishList[]>(listsKey, (lists) =>
        lists?.map((known) => (known._id === list._id ? list : known)),
      );
      void queryClient.invalidateQueries({ queryKey: listsKey });
      // Archiving cleared the list's claims, the owner's own among them (G3's My Gifts).
      void queryClient.invalidateQueries({ queryKey: myClaimsKey });
    },
  });
}
