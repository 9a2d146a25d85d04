import type { WishList } from '@wishlist/core';
import { formatNames } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { listRights } from '../../lists';
import { t } from '../i18n';
import { coOwnersOf } from './co-owner-choices';
import { CoOwnerPicker } from './co-owner-picker';

/**
 * C5 in the list's Share dialog: its owner chooses the co-owners; a co-owner or a manager reads
 * who co-owns it, and that only the owner changes it. Nothing when the list's answer does not
 * name its co-owners (a server without C5): saving a guess of "none" would take them all off.
 */
export function ListCoOwners({ list }: { list: WishList }) {
  const me = useCurrentUser()?.id ?? '';
  const coOwners = coOwnersOf(list);
  if (!coOwners) return null;
  const rights = listRights(list, me);
  if (rights.namesCoOwners) return <CoOwnerPicker list={list} coOwners={coOwners} me={me} />;
  if (!rights.edits) return null;
  const owner = list.userId.name;
  const names = coOwners.map((person) =>
    person._id === me ? t('circles.coOwners.you') : person.name,
  );
  return (
    <section className="circle-picker stack" aria-labelledby="co-owner-title">
      <h3 id="co-owner-title" className="subheading">
        {t('circles.coOwners.title')}
      </h3>
      <p className="muted">
        {/* A manager (a child's list has none), or a co-owner (who is among them). */}
        {list.owner?.managed
          ? t('circles.coOwners.childList', { name: owner })
          : t('circles.coOwners.readOnly', { owner, names: formatNames(names) })}
      </p>
    </section>
  );
}
