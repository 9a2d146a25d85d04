/**
 * The draws feature (D1-D3): Secret Santa in a circle. A circle card's draws and the form to
 * set one up. Import the feature only from here.
 */
export { CircleDraws } from './components/circle-draws';
export { t } from './i18n';
