import type { WishList } from '@wishlist/core';

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
        <p className="archived-title">This list is archived</p>
        <p className="archived-text">
          {isOwner
            ? 'Nobody can change it or claim from it, and the people you shared it with no longer see it. Restore it to use it again.'
            : 'It can no longer be changed, and nothing on it can be claimed.'}
        </p>
      </div>
      {isOwner ? (
        <button
          type="button"
          className="button button-primary"
          disabled={restoring}
          onClick={onRestore}
        >
          {restoring ? 'Restoring…' : 'Restore'}
        </button>
      ) : null}
    </div>
  );
}
