/**
 * The gifts feature (G3): everything the signed-in person has claimed, on every list they can
 * still see, with the way to give a claim back. Import the feature only from here.
 */
export { useMyClaims } from './api/get-my-claims';
export { MyGifts } from './components/my-gifts';
export { t } from './i18n';
