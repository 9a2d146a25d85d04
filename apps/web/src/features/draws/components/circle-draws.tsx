import '../draws.css';
import type { Circle, DrawSummary } from '@wishlist/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError, errorMessage, isAuthError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { useCanSend } from '../../offline';
import { useCircleDraws } from '../api/draws';
import { t } from '../i18n';
import { NewDrawDialog } from './new-draw-dialog';

interface CircleDrawsProps {
  circle: Circle;
  /** Whether the signed-in person is one of its admins: they set up draws. */
  admin: boolean;
}

/**
 * D1, D2 in a circle's card: its Secret Santa draws, each opening its page for those who may
 * see it (its participants and the circle's admins), and for admins a way to set one up.
 */
export function CircleDraws({ circle, admin }: CircleDrawsProps) {
  const draws = useCircleDraws(circle._id);
  const canSend = useCanSend();
  const [creating, setCreating] = useState(false);
  const headingId = `circle-${circle._id}-draws`;
  // A server without draws, or a circle just gone: nothing to show here.
  if (draws.error instanceof ApiRequestError && draws.error.status === 404) return null;

  return (
    <section className="circle-section" aria-labelledby={headingId}>
      <div className="draws-head">
        <h3 id={headingId} className="subheading">
          {t('draws.circle.title')}
        </h3>
        {admin ? (
          <button
            type="button"
            className="button button-secondary button-small"
            aria-label={t('draws.circle.newLabel', { circle: circle.name })}
            disabled={!canSend}
            onClick={() => setCreating(true)}
          >
            {t('draws.circle.new')}
          </button>
        ) : null}
      </div>
      {draws.isPending ? <Spinner label={t('draws.circle.loading')} /> : null}
      {draws.isError && !isAuthError(draws.error) ? (
        <LoadFailed
          message={errorMessage(draws.error, t('draws.circle.loadFailed'))}
          onRetry={() => void draws.refetch()}
          retrying={draws.isFetching}
        />
      ) : null}
      {draws.data?.length === 0 ? (
        <p className="muted">{admin ? t('draws.circle.noneAdmin') : t('draws.circle.none')}</p>
      ) : null}
      {draws.data && draws.data.length > 0 ? (
        <ul className="circle-lists">
          {draws.data.map((draw) => (
            <DrawRow key={draw._id} draw={draw} canOpen={admin || draw.participating} />
          ))}
        </ul>
      ) : null}
      {admin ? <NewDrawDialog circle={circle} open={creating} onOpenChange={setCreating} /> : null}
    </section>
  );
}

/** One draw: its name (a link for who may open it), whether it ran, whether one takes part. */
function DrawRow({ draw, canOpen }: { draw: DrawSummary; canOpen: boolean }) {
  return (
    <li className="circle-list draw-row">
      {canOpen ? (
        <Link to={`/draws/${encodeURIComponent(draw._id)}`} className="circle-list-name">
          {draw.name}
        </Link>
      ) : (
        <span className="circle-list-name">{draw.name}</span>
      )}
      <span className={draw.runAt ? 'badge badge-green' : 'badge badge-amber'}>
        {draw.runAt ? t('draws.status.drawn') : t('draws.status.notDrawn')}
      </span>
      <span className="muted draw-row-meta">
        {draw.participating ? t('draws.circle.youTakePart') : t('draws.circle.youDoNot')}
        {draw.exchangeDate ? (
          <>
            <span aria-hidden="true"> · </span>
            {t('draws.circle.exchange', { date: formatDay(draw.exchangeDate) })}
          </>
        ) : null}
      </span>
    </li>
  );
}
