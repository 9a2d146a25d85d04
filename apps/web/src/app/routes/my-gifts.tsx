import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { MyGifts, useMyClaims } from '../../features/gifts';
import { useLiveUpdates } from '../../features/live';
import { errorMessage, isAuthError } from '../../lib/api-client';
import { usePageTitle } from './use-page-title';

const LOAD_FAILED = 'Failed to load your gifts';

/** G3: everything the person promised to give, by list, soonest event first. */
export function Component() {
  usePageTitle('My Gifts');
  const claims = useMyClaims();
  useLiveUpdates('account');
  return (
    <div>
      <div className="page-head">
        <div>
          <h1 className="page-title">My Gifts</h1>
          <p className="muted">What you've claimed on friends' lists, soonest event first.</p>
        </div>
      </div>
      {claims.isPending ? <Spinner label="Loading your gifts…" /> : null}
      {claims.isError && !isAuthError(claims.error) ? (
        <Alert tone="error">{errorMessage(claims.error, LOAD_FAILED)}</Alert>
      ) : null}
      {claims.data && claims.data.length > 0 ? <MyGifts claims={claims.data} /> : null}
      {claims.data?.length === 0 ? (
        <div className="empty-state">
          <p className="empty-title">No gifts yet</p>
          <p className="muted">
            Open a list a friend shared with you and claim something (Mark as bought, or Claim): it
            shows up here with its shop link.
          </p>
          <Link to="/shared-lists" className="button button-primary">
            Go to Friends Lists
          </Link>
        </div>
      ) : null}
    </div>
  );
}
