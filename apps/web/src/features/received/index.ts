/**
 * The Received page (A1): the gifts marked received on the lists the person has owner rights
 * on, with who gave them and whether they have been thanked. Import the feature only from here.
 */
export { useReceived } from './api/get-received';
export { ReceivedItems } from './components/received-items';
export { t } from './i18n';
