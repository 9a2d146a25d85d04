import '../circles.css';
import { useRef, useState } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isAuthError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCircles } from '../api/get-circles';
import { t } from '../i18n';
import { CircleCard } from './circle-card';
import { CreateCircleForm } from './create-circle-form';

/**
 * C6: the person's circles, each with its members, the lists shared into it and what its
 * admins may do; and a form to create one.
 */
export function CirclesPage() {
  const session = useSession();
  const circles = useCircles();
  const heading = useRef<HTMLHeadingElement>(null);
  // A circle just created: its heading takes focus once it shows, so the keyboard is there.
  const [created, setCreated] = useState<string | null>(null);
  const me = session?.user.id ?? '';

  return (
    <div>
      <div className="page-head">
        <div>
          <h1 className="page-title" ref={heading} tabIndex={-1}>
            {t('circles.page.title')}
          </h1>
          <p className="muted">{t('circles.page.intro')}</p>
        </div>
      </div>
      <div className="circles-layout">
        <div className="circles-main">
          {circles.isPending ? <Spinner label={t('circles.page.loading')} /> : null}
          {circles.isError && !isAuthError(circles.error) ? (
            <LoadFailed
              message={errorMessage(circles.error, t('circles.page.loadFailed'))}
              onRetry={() => void circles.refetch()}
              retrying={circles.isFetching}
            />
          ) : null}
          {circles.data?.length === 0 ? (
            <div className="empty-state">
              <p className="empty-title">{t('circles.page.emptyTitle')}</p>
              <p className="muted">{t('circles.page.emptyText')}</p>
            </div>
          ) : null}
          {circles.data && circles.data.length > 0 ? (
            <ul className="circles">
              {circles.data.map((circle) => (
                <CircleCard
                  key={circle._id}
                  circle={circle}
                  me={me}
                  focusOnShow={created === circle._id}
                  // Deleted or left: the card goes, so focus goes to the page's heading.
                  onGone={() => heading.current?.focus()}
                />
              ))}
            </ul>
          ) : null}
        </div>
        <aside className="circles-side">
          <CreateCircleForm onCreated={(circle) => setCreated(circle._id)} />
        </aside>
      </div>
    </div>
  );
}
