/**
 * The lists feature: a person's lists, one list's page (its header, items and the owner's item
 * dialogs) and the list queries other features refresh. Import the feature only from here.
 */

export { giftT } from './after-gift-i18n';
export { useSetArchived } from './api/archive-list';
export { useCreateList } from './api/create-list';
export { listKey, useList } from './api/get-list';
export { listsKey, useLists } from './api/get-lists';
export type { ItemsIntent } from './api/item-intents';
export { itemNotesKey } from './api/item-notes';
export { listQuery, startListEarly } from './api/list-query';
export { myClaimsKey, setBought } from './api/mark-bought';
export { setPledge } from './api/pledges';
export { SAVE_TRIES, saveItems, useSaveItems } from './api/save-items';
export { receivedKey } from './api/set-received';
export { AddBar } from './components/add-bar';
export { ArchiveListDialog } from './components/archive-list-dialog';
export { CopyItemDialog } from './components/copy-item-dialog';
export { CreateListForm } from './components/create-list-form';
export { currencyProblem, currencySymbol, toCurrencyCode } from './components/currency';
export { CurrencyField } from './components/currency-field';
export { DeleteItemDialog } from './components/delete-item-dialog';
export { DeleteListDialog } from './components/delete-list-dialog';
export { isFunded } from './components/group-gift';
export { ImportListDialog } from './components/import-list-dialog';
export { ItemEditorDialog } from './components/item-editor-dialog';
export { emptyItemForm, type ItemFormValues } from './components/item-form';
export { ItemsToolbar, startArranging } from './components/items-toolbar';
export { ListCard } from './components/list-card';
export { type ListDialog, noDialog, type OpenListDialog } from './components/list-dialog';
export { ListHeader } from './components/list-header';
export { ListItems } from './components/list-items';
export { ListSettingsDialog } from './components/list-settings-dialog';
export { standingNote } from './components/list-standing';
export { NewListSurprise } from './components/new-list-surprise';
export { ReceivedDialog } from './components/received-dialog';
export { StatsPanel } from './components/stats-panel';
export { useWritesBlocked } from './components/use-writes-blocked';
export { preferredCurrency } from './currency-preference';
export { t } from './i18n';
export { type ListRights, type ListStanding, listRights, standingOn } from './list-rights';
