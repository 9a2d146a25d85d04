import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { t } from '../i18n';

/**
 * What a refused removal or leaving says: the server's reason when it gives one (the last admin
 * may not go, LAST_ADMIN), said in the language in use when it gives none.
 */
export function removalProblem(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.code === 'LAST_ADMIN' && !error.serverMessage)
    return t('circles.lastAdmin');
  return errorMessage(error, fallback);
}
