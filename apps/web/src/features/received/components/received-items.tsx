import '../received.css';
import type { ReceivedItem } from '@wishlist/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { formatDate, formatNames } from '../../../lib/format';
import { groupByList, type ReceivedGroup } from '../api/get-received';
import { useSetThanked } from '../api/set-thanked';
import { t } from '../i18n';

interface ReceivedItemsProps {
  entries: readonly ReceivedItem[];
  /**
   * Whether surprise mode hides a list's claims from the caller (decision 035's `listRights`),
   * by list id; unknown lists (still loading) are neither.
   */
  surprised: (listId: string) => boolean | undefined;
}

/** A1: what the caller received, under the lists it was on, newest first, with thanks to tick. */
export function ReceivedItems({ entries, surprised }: ReceivedItemsProps) {
  const toThank = entries.filter((entry) => !entry.thanked).length;
  return (
    <>
      <p className="received-count">
        {toThank > 0 ? t('received.toThank', { count: toThank }) : t('received.allThanked')}
      </p>
      <div className="gift-groups">
        {groupByList(entries).map((group) => (
          <ReceivedList key={group.list._id} group={group} surprised={surprised(group.list._id)} />
        ))}
      </div>
    </>
  );
}

function ReceivedList({ group, surprised }: { group: ReceivedGroup; surprised?: boolean }) {
  const headingId = `received-${group.list._id}`;
  return (
    <section className="card gift-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="gift-list-name">
        <Link to={`/lists/${group.list._id}`}>{group.list.name}</Link>
      </h2>
      <ul className="gift-items">
        {group.entries.map((entry) => (
          <ReceivedRow key={entry.item._id} entry={entry} surprised={surprised} />
        ))}
      </ul>
    </section>
  );
}

/** Who gave it: their names; hidden in surprise mode; or nobody (got elsewhere). */
function giversLine({ givers, note }: ReceivedItem, surprised?: boolean): string | null {
  if (givers.length > 0)
    return t('received.from', { names: formatNames(givers.map((g) => g.name)) });
  if (surprised) return t('received.giversHidden');
  if (surprised === false && !note) return t('received.elsewhere');
  return null;
}

function ReceivedRow({ entry, surprised }: { entry: ReceivedItem; surprised?: boolean }) {
  const id = useId();
  const thank = useSetThanked();
  const [failed, setFailed] = useState(false);
  const { item } = entry;
  const givers = giversLine(entry, surprised);
  const toggle = (thanked: boolean) => {
    // One change at a time per item: the box shows the one on its way.
    if (thank.isPending) return;
    setFailed(false);
    thank.mutate({ itemId: item._id, thanked }, { onError: () => setFailed(true) });
  };
  return (
    <li className="gift-item received-item">
      <div className="gift-item-text">
        <h3 className="gift-item-name">{item.name}</h3>
        <p className="gift-item-meta">{t('received.on', { date: formatDate(entry.receivedAt) })}</p>
        {givers ? <p className="received-givers">{givers}</p> : null}
        {entry.note ? (
          <p className="received-note-text">
            {givers === null ? `${t('received.elsewhere')} · ` : null}
            {t('received.note', { note: entry.note })}
          </p>
        ) : null}
      </div>
      <div className="received-thanks">
        <div className="checkbox-row">
          <input
            id={`${id}-thanked`}
            type="checkbox"
            className="checkbox"
            aria-label={t('received.thankedLabel', { name: item.name })}
            aria-describedby={`${id}-status`}
            aria-busy={thank.isPending}
            checked={entry.thanked}
            onChange={(event) => toggle(event.target.checked)}
          />
          <label htmlFor={`${id}-thanked`} className="field-label">
            {t('received.thanked')}
          </label>
        </div>
        <span id={`${id}-status`} className="received-saving muted" aria-live="polite">
          {thank.isPending ? t('received.saving') : ''}
        </span>
      </div>
      {failed ? (
        <div className="received-error">
          <Alert tone="error">{t('received.saveFailed', { name: item.name })}</Alert>
        </div>
      ) : null}
    </li>
  );
}
