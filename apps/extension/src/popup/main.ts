/**
 * The popup (the toolbar button) and the window the context-menu entry opens
 * (`popup.html?tab=<id>`): takes the tab's page, has Quick Add read it (X1), and saves the item
 * the person checked on the list they picked.
 */
import type { WishList } from '@wishlist/core';
import browser from 'webextension-polyfill';
import { ApiError, addItem, ownLists, scrapePage } from '../api.js';
import { capturePage } from '../capture.js';
import { show } from '../dom.js';
import { t, translatePage } from '../i18n.js';
import { canReach, forgetToken, readSettings, type Settings } from '../settings.js';
import {
  draftFromScrape,
  foundNothing,
  type ItemDraft,
  itemFromForm,
  linkOnlyDraft,
} from './item-draft.js';
import { type Action, formView, loadingView, messageView, showSaveProblem } from './views.js';

const root = document.getElementById('app') as HTMLElement;

const close: Action = { label: t('close'), run: () => window.close() };
const openSettings: Action = {
  label: t('openSettings'),
  primary: true,
  run: () => void browser.runtime.openOptionsPage().then(() => window.close()),
};
const signIn: Action = {
  label: t('signIn'),
  primary: true,
  run: () =>
    void browser.runtime.sendMessage({ kind: 'open-connect-page' }).then(() => window.close()),
};
const openTab = (url: string): Action => ({
  label: t('openList'),
  primary: true,
  run: () => void browser.tabs.create({ url }).then(() => window.close()),
});

/** The tab to read: the one the context menu named, else the window's active tab. */
async function targetTab(): Promise<number | undefined> {
  const named = new URLSearchParams(location.search).get('tab');
  if (named) return Number(named);
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

/** A sentence for a failed call: the server's, else ours for no answer or a failure. */
function problemText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return error instanceof ApiError && error.status === 0 ? t('offline') : fallback;
}

/** A token the server no longer knows (revoked, or ended by a new password): sign in again. */
async function signedOut(text: string): Promise<void> {
  await forgetToken();
  show(root, messageView(t('signInTitle'), text, [signIn, openSettings]));
}

async function start(): Promise<void> {
  translatePage();
  const settings = await readSettings();
  if (!(await canReach(settings.server))) {
    show(root, messageView(t('popupTitle'), t('needsPermission', settings.server), [openSettings]));
    return;
  }
  if (!settings.token) return signedOut(t('signInText'));
  show(root, loadingView());
  const tabId = await targetTab();
  const page = tabId === undefined ? null : await capturePage(tabId);
  if (!page) {
    show(root, messageView(t('popupTitle'), t('pageUnreadable'), [close], 'error'));
    return;
  }
  const [lists, scraped] = await Promise.allSettled([
    ownLists(settings),
    scrapePage(settings, page.url, page.html),
  ]);
  if (lists.status === 'rejected') {
    if (lists.reason instanceof ApiError && lists.reason.status === 401)
      return signedOut(t('signInAgain'));
    const retry: Action = { label: t('retry'), primary: true, run: () => void start() };
    const text = problemText(lists.reason, t('listsFailed'));
    show(root, messageView(t('popupTitle'), text, [retry, close], 'error'));
    return;
  }
  if (lists.value.length === 0) {
    const text = t('noListYet');
    show(
      root,
      messageView(t('popupTitle'), text, [openTab(`${settings.server}/dashboard`), close]),
    );
    return;
  }
  // A failed Quick Add opens the form with the link, saying why (spec sections 4 and 8).
  const draft =
    scraped.status === 'fulfilled'
      ? draftFromScrape(scraped.value, page.url)
      : linkOnlyDraft(page.url);
  const note =
    scraped.status === 'rejected'
      ? problemText(scraped.reason, t('scrapeFailed'))
      : foundNothing(draft)
        ? t('nothingFound')
        : null;
  const form = formView(lists.value, draft, note, {
    save: (listId, values) => void save(settings, lists.value, listId, values, form),
    cancel: () => window.close(),
  });
  show(root, form);
}

async function save(
  settings: Settings,
  lists: WishList[],
  listId: string,
  values: ItemDraft,
  form: HTMLElement,
): Promise<void> {
  try {
    await addItem(settings, listId, itemFromForm(values));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return signedOut(t('signInAgain'));
    showSaveProblem(form, problemText(error, t('addFailed')));
    return;
  }
  const name = lists.find((list) => list._id === listId)?.name ?? '';
  const done = messageView(t('addedTitle'), t('addedTo', name), [
    openTab(`${settings.server}/lists/${encodeURIComponent(listId)}`),
    close,
  ]);
  show(root, done);
}

void start();
