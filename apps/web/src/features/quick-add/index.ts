/** Quick Add: a shop link in, the add form filled in from the shop's page; or several at once. */

export { Bookmarklet } from './components/bookmarklet';
export { QuickAddDialogs } from './components/quick-add-dialogs';
export { SeveralLinksDialog } from './components/several-links-dialog';
export { t as quickAddT } from './i18n';
export { usePageFromOpener } from './sent-page';
export { quickAddPath, sharedLinkOf, useSharedLink } from './shared-link';
