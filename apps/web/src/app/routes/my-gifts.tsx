import { Link } from 'react-router';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { MyGifts, MyPledges, t, useMyClaims, useMyPledges } from '../../features/gifts';
import { useLiveUpdates } from '../../features/live';
import { errorMessage, isAuthError } from '../../lib/api-client';
import { usePageTitle } from './use-page-title';

/**
 * G3: everything the person promised to give, by list, soonest event first; then what they chip
 * in toward (A3), which only adds to the page where there is some.
 */
export function Component() {
  const title = t('gifts.page.title');
  usePageTitle(title);
  const claims = useMyClaims();
  const pledged = useMyPledges();
  const pledges = pledged.data ?? [];
  useLiveUpdates('account');
  return (
    <div>
      <div className="page-head">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="muted">{t('gifts.page.intro')}</p>
        </div>
      </div>
      {claims.isPending ? <Spinner label={t('gifts.page.loading')} /> : null}
      {claims.isError && !isAuthError(claims.error) ? (
        <LoadFailed
          message={errorMessage(claims.error, t('gifts.page.loadFailed'))}
          onRetry={() => void claims.refetch()}
          retrying={claims.isFetching}
        />
      ) : null}
      {claims.data && claims.data.length > 0 ? <MyGifts claims={claims.data} /> : null}
      {claims.data && pledges.length > 0 ? <MyPledges pledges={pledges} /> : null}
      {claims.data?.length === 0 && !pledged.isPending && pledges.length === 0 ? (
        <div className="empty-state">
          <p className="empty-title">{t('gifts.page.emptyTitle')}</p>
          <p className="muted">{t('gifts.page.emptyText')}</p>
          <Link to="/shared-lists" className="button button-primary">
            {t('gifts.page.emptyAction')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
