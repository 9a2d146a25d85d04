import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { MyGifts, useMyClaims } from '../../features/gifts';
import { useLiveUpdates } from '../../features/live';
import { errorMessage, isAuthError } from '../../lib/api-client';
import { t } from '../i18n';
import { usePageTitle } from './use-page-title';

/** G3: everything the person promised to give, by list, soonest event first. */
export function Component() {
  const title = t('app.myGifts.title');
  usePageTitle(title);
  const claims = useMyClaims();
  useLiveUpdates('account');
  return (
    <div>
      <div className="page-head">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="muted">{t('app.myGifts.intro')}</p>
        </div>
      </div>
      {claims.isPending ? <Spinner label={t('app.myGifts.loading')} /> : null}
      {claims.isError && !isAuthError(claims.error) ? (
        <Alert tone="error">{errorMessage(claims.error, t('app.myGifts.loadFailed'))}</Alert>
      ) : null}
      {claims.data && claims.data.length > 0 ? <MyGifts claims={claims.data} /> : null}
      {claims.data?.length === 0 ? (
        <div className="empty-state">
          <p className="empty-title">{t('app.myGifts.emptyTitle')}</p>
          <p className="muted">{t('app.myGifts.emptyText')}</p>
          <Link to="/shared-lists" className="button button-primary">
            {t('app.myGifts.emptyAction')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
