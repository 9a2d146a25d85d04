import type { WishList } from '@wishlist/core';
import { t } from '../i18n';

interface ArchivedBannerProps {
  list: WishList;
  isOwner: boolean;
  restoring: boolean;
  onRestore: () => void;
}

/** L3: an archived list says so at its top; its owner can restore it from here. */
export function ArchivedBanner({ list, isOwner, restoring, onRestore }: ArchivedBannerProps) {
  if (!list.archived) return null;
  return (
    <div className="archived-banner">
      <div>
        <p className="archived-title">{t('lists.archived.title')}</p>
        <p className="archived-text">
          {isOwner ? t('lists.archived.ownerText') : t('lists.archived.giverText')}
        </p>
      </div>
      {isOwner ? (
        <button
          type="button"
          className="button button-primary"
          disabled={restoring}
          onClick={onRestore}
        >
          {restoring ? t('lists.archived.restoring') : t('lists.action.restore')}
        </button>
      ) : null}
    </div>
  );
}
