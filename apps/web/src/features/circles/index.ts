/**
 * The circles feature (C1-C3, C6): the person's circles, their members and shared lists, joining
 * from an invitation link, and sharing a list into circles. Import the feature only from here.
 */
export { useCircleInvitation, useJoinCircle } from './api/circle-join';
export { circlesKey, useCircles } from './api/get-circles';
export { type CircleGroup, type CircleRef, groupByCircle } from './api/lists-by-circle';
export { CircleJoinForm } from './components/circle-join-form';
export { CircleListsOverview } from './components/circle-lists-overview';
export { CirclePicker } from './components/circle-picker';
export { CirclesPage } from './components/circles-page';
export { ListCoOwners } from './components/list-co-owners';
export { t } from './i18n';
