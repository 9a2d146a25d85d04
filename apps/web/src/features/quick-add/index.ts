/** Quick Add: a shop link in, the add form filled in from the shop's page. */
export { QuickAddDialogs } from './components/quick-add-dialogs';
