import '../draws.css';
import type { Draw } from '@wishlist/core';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError, errorMessage, isAuthError } from '../../../lib/api-client';
import { formatDay, formatPrice } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { useDraw } from '../api/draws';
import { t } from '../i18n';
import { DrawAdmin } from './draw-admin';
import { DrawConversations } from './draw-conversations';
import { YourRecipient } from './your-recipient';

/**
 * D2, D3 at `/draws/:drawId` (the link of the draw's e-mails): a participant sees whom they drew
 * (once run) and their two conversations; the circle's admins see who has looked, never the
 * pairs, and run or delete the draw. An admin who does not take part sees that part alone.
 */
export function DrawPage({ drawId }: { drawId: string }) {
  const draw = useDraw(drawId);
  if (draw.isPending) return <Spinner label={t('draws.page.loading')} />;
  if (draw.isError) {
    if (isAuthError(draw.error)) return null;
    if (draw.error instanceof ApiRequestError && draw.error.status === 404) return <NotFound />;
    return (
      <LoadFailed
        message={errorMessage(draw.error, t('draws.page.loadFailed'))}
        onRetry={() => void draw.refetch()}
        retrying={draw.isFetching}
      />
    );
  }
  return <DrawView draw={draw.data} />;
}

function DrawView({ draw }: { draw: Draw }) {
  const me = useCurrentUser()?.id;
  const participating = draw.participants.some((person) => person._id === me);
  return (
    <div className="draw-page">
      <div className="page-head">
        <div>
          <p className="draw-eyebrow">{t('draws.page.eyebrow')}</p>
          <h1 className="page-title">{draw.name}</h1>
          <DrawFacts draw={draw} />
        </div>
        <Link to="/circles" className="button button-secondary button-small">
          {t('draws.page.toCircles')}
        </Link>
      </div>
      <div className={draw.admin && participating ? 'draw-layout draw-layout-two' : 'draw-layout'}>
        {participating ? (
          <div className="draw-main">
            {draw.recipient ? (
              <>
                <YourRecipient recipient={draw.recipient} />
                <DrawConversations draw={draw} recipientName={draw.recipient.name} />
              </>
            ) : (
              <div className="card draw-waiting">
                <h2 className="card-title">{t('draws.waiting.title')}</h2>
                <p className="muted">{t('draws.waiting.text')}</p>
              </div>
            )}
          </div>
        ) : null}
        {draw.admin ? <DrawAdmin draw={draw} participating={participating} /> : null}
      </div>
    </div>
  );
}

/** The budget, the exchange day and whether it has been drawn, under the draw's name. */
function DrawFacts({ draw }: { draw: Draw }) {
  const facts = [
    draw.budget !== null
      ? t('draws.facts.budget', { budget: formatPrice(draw.budget, draw.currency ?? undefined) })
      : null,
    draw.exchangeDate ? t('draws.facts.exchange', { date: formatDay(draw.exchangeDate) }) : null,
    draw.runAt ? t('draws.status.drawn') : t('draws.status.notDrawn'),
  ].filter((fact): fact is string => fact !== null);
  return (
    <ul className="draw-facts">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

/** No such draw, or one the person neither takes part in nor administers (the same 404). */
function NotFound() {
  return (
    <div className="empty-state">
      <h1 className="empty-title">{t('draws.page.notFound')}</h1>
      <p className="muted">{t('draws.page.notFoundText')}</p>
      <Link to="/circles" className="button button-primary">
        {t('draws.page.toCircles')}
      </Link>
    </div>
  );
}
