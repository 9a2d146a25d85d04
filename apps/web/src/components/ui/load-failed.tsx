import { Alert } from './alert';
import { t } from './i18n';

interface RetryButtonProps {
  onRetry: () => void;
  /** Asking again now: the button says so and waits. */
  retrying: boolean;
}

/** Asks again for what could not be loaded or reached. */
export function RetryButton({ onRetry, retrying }: RetryButtonProps) {
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      disabled={retrying}
      onClick={onRetry}
    >
      {retrying ? t('ui.retrying') : t('ui.retry')}
    </button>
  );
}

/**
 * A failed load: its message, as it is (the spec's texts), and Retry beside it, which asks
 * again (a query's `refetch`).
 */
export function LoadFailed({ message, ...retry }: RetryButtonProps & { message: string }) {
  return (
    <div className="load-failed">
      <Alert tone="error">{message}</Alert>
      <RetryButton {...retry} />
    </div>
  );
}
