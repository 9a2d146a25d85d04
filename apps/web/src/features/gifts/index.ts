/**
 * The gifts feature (G3): everything the signed-in person has claimed, on every list they can
 * still see, with the way to give a claim back, and what they chip in toward (A3). Import the feature only from here.
 */
export { useMyClaims } from './api/get-my-claims';
export { useMyPledges } from './api/get-my-pledges';
export { MyGifts } from './components/my-gifts';
export { MyPledges } from './components/my-pledges';
export { t } from './i18n';
