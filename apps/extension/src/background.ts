/**
 * The extension's worker (a service worker in Chromium, an event page's script in Firefox): the
 * context-menu entry, and the sign-in through the web app's connect page. Listeners are added
 * at the top level, as a worker woken by an event needs them.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import { t } from './i18n.js';
import { isRuntimeMessage } from './messages.js';
import { CONNECT_PATH, readSettings, saveToken } from './settings.js';

const MENU_ID = 'add-to-wishlist';
/** The tab of the connect page the extension opened: the only one whose token it takes. */
const CONNECT_TAB = 'connectTabId';

async function addMenu(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({ id: MENU_ID, title: t('contextMenuAdd'), contexts: ['page'] });
}
browser.runtime.onInstalled.addListener(() => void addMenu());
browser.runtime.onStartup.addListener(() => void addMenu());

// The click grants `activeTab` for that tab: the window it opens reads the page with it.
browser.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId !== MENU_ID || tab?.id === undefined) return;
  void browser.windows.create({
    url: browser.runtime.getURL(`popup.html?tab=${tab.id}`),
    type: 'popup',
    width: 420,
    height: 640,
  });
});

async function openConnectPage(): Promise<void> {
  const { server } = await readSettings();
  const tab = await browser.tabs.create({ url: `${server}${CONNECT_PATH}` });
  await browser.storage.session.set({ [CONNECT_TAB]: tab.id });
}

/** Puts the relay on the connect page once it has loaded (again after a reload). */
browser.tabs.onUpdated.addListener((tabId, change) => {
  if (change.status !== 'complete') return;
  void browser.storage.session.get(CONNECT_TAB).then((stored) => {
    if (stored[CONNECT_TAB] !== tabId) return;
    return browser.scripting.executeScript({ target: { tabId }, files: ['connect-relay.js'] });
  });
});

/**
 * A token is taken only from the relay in the tab the extension opened, on the server's own
 * origin: no other page, tab or extension can give it one.
 */
async function takeToken(token: string, sender: Runtime.MessageSender): Promise<boolean> {
  const [{ server }, stored] = await Promise.all([
    readSettings(),
    browser.storage.session.get(CONNECT_TAB),
  ]);
  const fromConnectTab = sender.tab?.id !== undefined && sender.tab.id === stored[CONNECT_TAB];
  const origin = sender.url ? new URL(sender.url).origin : null;
  if (sender.id !== browser.runtime.id || !fromConnectTab || origin !== server) return false;
  if (!/^wl_[\w-]{43}$/.test(token)) return false;
  await saveToken(token);
  await browser.storage.session.remove(CONNECT_TAB);
  return true;
}

browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
  if (!isRuntimeMessage(message)) return undefined;
  if (message.kind === 'open-connect-page') return openConnectPage().then(() => ({ ok: true }));
  return takeToken(message.token, sender).then((ok) => ({ ok }));
});
