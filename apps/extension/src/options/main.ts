/**
 * The options page: the Wishlist server's address (its host permission asked for at once, in
 * the click, as browsers require), and whether the extension holds a token for it.
 */
import browser from 'webextension-polyfill';
import { t, translatePage } from '../i18n.js';
import {
  canReach,
  forgetToken,
  originPattern,
  readSettings,
  saveServer,
  serverOrigin,
} from '../settings.js';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = byId<HTMLFormElement>('server-form');
const address = byId<HTMLInputElement>('server');
const status = byId<HTMLParagraphElement>('server-status');
const account = byId<HTMLParagraphElement>('account-status');
const signIn = byId<HTMLButtonElement>('sign-in');
const signOut = byId<HTMLButtonElement>('sign-out');

function say(text: string, tone: 'info' | 'error'): void {
  status.textContent = text;
  status.className = `alert alert-${tone}`;
  status.hidden = false;
  address.setAttribute('aria-invalid', String(tone === 'error'));
}

async function showAccount(): Promise<void> {
  const settings = await readSettings();
  const reachable = await canReach(settings.server);
  account.textContent = settings.token
    ? t('connectedTo', settings.server)
    : reachable
      ? t('notConnected')
      : t('needsPermission', settings.server);
  signIn.hidden = !reachable;
  signOut.hidden = settings.token === null;
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const origin = serverOrigin(address.value);
  if (!origin) {
    say(t('addressProblem'), 'error');
    address.focus();
    return;
  }
  // Asked before anything is awaited: the browser grants it only within the click.
  const asked = browser.permissions.request({ origins: [originPattern(origin)] });
  void asked.then(async (granted) => {
    if (!granted) {
      say(t('permissionRefused', origin), 'error');
      return;
    }
    await saveServer(origin);
    address.value = origin;
    say(t('saved'), 'info');
    await showAccount();
  });
});

signIn.addEventListener('click', () => {
  void browser.runtime.sendMessage({ kind: 'open-connect-page' });
});
signOut.addEventListener('click', () => {
  void forgetToken().then(showAccount);
});

// The connect page's tab gives the token: this page says so as it arrives.
browser.storage.onChanged.addListener(() => void showAccount());

translatePage();
void readSettings().then(({ server }) => {
  address.value = server;
  return showAccount();
});
