import type { CircleMember } from '@wishlist/core';
import { Dialog } from '../../../components/ui/dialog';
import { CreateListForm } from '../../lists';
import { t } from '../i18n';

interface NewListForDialogProps {
  member: Pick<CircleMember, '_id' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * C4: a manager makes a list owned by the member they keep, with the dashboard's form; the new
 * list opens, as one made on the dashboard does.
 */
export function NewListForDialog({ member, open, onOpenChange }: NewListForDialogProps) {
  const title = t('circles.managed.newList', { name: member.name });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={t('circles.managed.newListText', { name: member.name })}
    >
      <CreateListForm owner={{ _id: member._id, name: member.name }} label={title} />
    </Dialog>
  );
}
