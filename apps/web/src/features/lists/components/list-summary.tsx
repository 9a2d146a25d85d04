import type { WishList } from '@wishlist/core';
import { formatDay } from '../../../lib/format';
import { t } from '../i18n';
import type { OpenListDialog } from './list-dialog';
import { giverSurpriseNote, whoSeesMarks } from './surprise-text';

/**
 * The owner's settings at a glance, on one line under the list's name ("Surprise mode on ·
 * Event Dec 24, 2026"): the settings themselves wait in their dialog, which the line opens.
 * Nothing when neither surprise mode nor a date is set (the More menu opens the dialog then).
 */
export function OwnerSummary({ list, onOpen }: { list: WishList; onOpen: OpenListDialog }) {
  const parts: string[] = [];
  if (list.surprise) {
    parts.push(
      list.surpriseActive ? t('lists.summary.surpriseOn') : t('lists.summary.surpriseRevealed'),
    );
  }
  if (list.eventDate) parts.push(t('lists.summary.event', { date: formatDay(list.eventDate) }));
  if (parts.length === 0) return null;
  return (
    <p className="list-summary">
      <button
        type="button"
        className="link-button list-summary-button"
        onClick={() => onOpen({ kind: 'settings' })}
      >
        {`${parts.join(' · ')} `}
        <span className="visually-hidden">({t('lists.settings.title')})</span>
      </button>
    </p>
  );
}

/**
 * For a giver: the event's date, and who will see what they mark, before they mark it: on a
 * surprise list that the owner will not (G1), otherwise that the owner will. An archived list
 * takes no marks, so it says only the date.
 */
export function GiverNotes({ list }: { list: WishList }) {
  const surprise = giverSurpriseNote(list);
  const audience = list.archived ? null : (surprise ?? whoSeesMarks(list));
  return (
    <>
      {list.eventDate ? (
        <p className="muted">{t('lists.header.eventDate', { date: formatDay(list.eventDate) })}</p>
      ) : null}
      {audience ? <p className="surprise-note">{audience}</p> : null}
    </>
  );
}
