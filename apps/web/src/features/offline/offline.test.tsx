import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { makeList, mockApi, OWNER, renderApp, signInAs } from '../../test/test-utils';
import { API_CACHE } from './cache-names';
import { startOfflineSupport } from './service-worker';

/** The browser as it is without a network: navigator.onLine false, and the event said so. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

const noNetwork = (): never => {
  throw new TypeError('Failed to fetch');
};

describe('offline (N4)', () => {
  // What main.tsx does (without the service worker, which jsdom lacks).
  beforeAll(() => startOfflineSupport({ serviceWorker: false }));
  afterEach(() => vi.restoreAllMocks());

  it('says the page is offline, and no more once the network is back', async () => {
    signInAs(OWNER);
    mockApi({ 'GET /api/lists': { body: [makeList()] } });
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: /Birthday/ })).toBeVisible();
    expect(screen.queryByText('You are offline')).toBeNull();

    goOffline();
    const notice = screen.getByText('You are offline').closest('[role="status"]');
    expect(notice).toHaveTextContent(
      'You are offline These are your lists as last loaded. Changes cannot be saved until you are back online.',
    );

    vi.restoreAllMocks();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('You are offline')).toBeNull();
  });

  it('refuses a write offline with a sentence saying so, at once', async () => {
    signInAs(OWNER);
    const api = mockApi({ 'GET /api/lists': { body: [] }, 'POST /api/lists': noNetwork });
    renderApp('/share?url=https%3A%2F%2Fshop.example%2Flamp');
    const form = within(await screen.findByRole('form', { name: /no list yet/ }));
    await userEvent.type(form.getByLabelText('List name'), 'Gift ideas');
    goOffline();
    await userEvent.click(form.getByRole('button', { name: 'Create the list and add' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Failed to create wish list: You are offline, so nothing was sent. Try again when you are back online.',
    );
    expect(api.callsTo('POST', '/api/lists')).toHaveLength(1);
  });

  it('in German: the notice and the refusal', async () => {
    await setLanguage('de');
    signInAs(OWNER);
    mockApi({ 'GET /api/lists': { body: [] }, 'POST /api/lists': noNetwork });
    renderApp('/share?url=https%3A%2F%2Fshop.example%2Flamp');
    const form = within(await screen.findByRole('form', { name: /noch keine Liste/ }));
    await userEvent.type(form.getByLabelText('Name der Liste'), 'Geschenkideen');
    goOffline();
    expect(screen.getByText('Du bist offline')).toBeVisible();
    expect(screen.getByText(/zuletzt geladen wurden/)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Liste anlegen und hinzufügen' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      /Du bist offline, deshalb wurde nichts gesendet/,
    );
    expect(screen.queryByText(/You are offline|Changes cannot be saved/)).toBeNull();
  });

  it("forgets the API's copies when the session ends, not while it goes on", async () => {
    const remove = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { delete: remove });
    signInAs(OWNER, 'tok-1');
    sessionStore.updateUser({ ...OWNER, name: 'Olivia O.' });
    expect(remove).not.toHaveBeenCalled();
    sessionStore.signOut();
    expect(remove).toHaveBeenCalledWith(API_CACHE);
  });
});
