/**
 * The draws feature (D1-D3): Secret Santa in a circle. A circle card's draws and the form to
 * set one up, and the draw's page (whom one drew, the two anonymous conversations, and the
 * admins' part). Import the feature only from here.
 */
export { useDraw } from './api/draws';
export { CircleDraws } from './components/circle-draws';
export { DrawPage } from './components/draw-page';
export { t } from './i18n';
