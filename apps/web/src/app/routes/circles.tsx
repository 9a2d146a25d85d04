import { CirclesPage, t } from '../../features/circles';
import { usePageTitle } from './use-page-title';

/** C6: the person's circles, with their members, lists and invitations. */
export function Component() {
  usePageTitle(t('circles.page.title'));
  return <CirclesPage />;
}
