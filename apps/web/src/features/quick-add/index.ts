/** Quick Add: a shop link in, the add form filled in from the shop's page; or several at once. */
export { QuickAddDialogs } from './components/quick-add-dialogs';
export { SeveralLinksDialog } from './components/several-links-dialog';
