/**
 * The invitations feature: sharing a list by e-mail, the people it is shared with, and the
 * lists and invitations a person has been given. Import the feature only from here.
 */
export { useAcceptInvitation } from './api/accept-invitation';
export { invitationsKey } from './api/get-invitations';
export { usePendingInvitations } from './api/get-pending-invitations';
export { sharedListsKey, useSharedLists } from './api/get-shared-lists';
export { useInvitationPreview } from './api/invitation-preview';
export { EmailInviteForm } from './components/invite-form';
export { JoinForm } from './components/join-form';
export { ManageRecipientsDialog } from './components/manage-recipients-dialog';
export { ShareDialog } from './components/share-dialog';
export { SharedWithYouCard } from './components/shared-with-you-card';
export { type InvitationsKey, t } from './i18n';
