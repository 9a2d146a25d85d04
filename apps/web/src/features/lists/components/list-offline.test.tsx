import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Claim } from '@wishlist/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import {
  FRIEND,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';
const NOTICE =
  'You are offline These are your lists as last loaded. Changes cannot be saved until you are back online.';
const REASON = 'You are offline: this can be done again once you are back online.';

/** The browser going off or back on line, and the page having heard it (its first button). */
async function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
  const first = screen.getAllByRole('button', {
    name: /^Mark as bought: |^Als gekauft/,
    hidden: true,
  })[0];
  await waitFor(() => expect(first?.hasAttribute('disabled')).toBe(!online));
}

const mine: Claim = { user: { _id: FRIEND.id, name: FRIEND.name }, quantity: 1, at: '2026-02-01' };
const items = [
  makeItem({ _id: 'i-1', name: 'Kite' }),
  makeItem({ _id: 'i-2', name: 'Plates', quantity: 4, claims: [mine], claimed: 1 }),
  makeItem({
    _id: 'i-3',
    name: 'Scarf',
    boughtBy: { _id: FRIEND.id, name: FRIEND.name, email: null },
    boughtAt: '2026-02-01',
    claims: [mine],
    claimed: 1,
  }),
];

/** Disabled, saying why: on hover and, through the offline notice, to screen readers. */
function expectBlocked(control: HTMLElement) {
  expect(control).toBeDisabled();
  expect(control).toHaveAttribute('title', REASON);
  expect(control).toHaveAccessibleDescription(NOTICE);
}

describe('offline, the list page offers no change it could not save', () => {
  afterEach(() => vi.restoreAllMocks());

  it("the owner's writes are disabled with the reason, and come back with the network", async () => {
    signInAs(OWNER);
    mockApi({ [`GET ${LIST_PATH}`]: { body: makeList({ items }) } });
    renderApp('/lists/l-1');
    await screen.findByRole('heading', { name: 'Kite' });
    await setOnline(false);

    for (const name of [
      'Mark as bought: Kite',
      'Unmark: Scarf',
      'Edit Kite',
      'Edit list name',
      'Edit description',
      'Share',
      'Quick Add',
      'Add item',
      'Add a new item',
      'Delete this list…',
    ]) {
      expectBlocked(screen.getByRole('button', { name }));
    }
    expectBlocked(screen.getByRole('button', { name: "Unmark Frank Friend's: Plates" }));
    // Reading stays: who it is shared with, the sort.
    expect(screen.getByRole('button', { name: 'Shared with 0 people' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'More actions for Kite' }));
    for (const item of screen.getAllByRole('menuitem')) {
      expect(item).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'More list actions' }));
    const menu = screen.getAllByRole('menuitem');
    const disabled = menu.filter((item) => item.getAttribute('aria-disabled') === 'true');
    expect(disabled.map((item) => item.textContent)).toEqual([
      'Reorder items',
      'Add several links…',
      'Archive list…',
    ]);
    // The settings open to be read; saving them waits for the network.
    await userEvent.click(screen.getByRole('menuitem', { name: 'List settings…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'List settings' }));
    expectBlocked(dialog.getByRole('button', { name: 'Save settings' }));

    await setOnline(true);
    expect(dialog.getByRole('button', { name: 'Save settings' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const mark = screen.getByRole('button', { name: 'Mark as bought: Kite' });
    expect(mark).toBeEnabled();
    expect(mark).not.toHaveAttribute('title');
    expect(mark).not.toHaveAttribute('aria-describedby');
  });

  it("a giver's marks and unmarks, for one item and for several, are disabled too", async () => {
    signInAs(FRIEND);
    mockApi({ [`GET ${LIST_PATH}`]: { body: makeList({ items }) } });
    renderApp('/lists/l-1');
    await screen.findByRole('heading', { name: 'Kite' });
    await setOnline(false);
    for (const name of [
      'Mark as bought: Kite',
      'Unmark: Scarf',
      'Mark 1 of Plates as bought',
      'Unmark mine: Plates',
    ]) {
      expectBlocked(screen.getByRole('button', { name }));
    }
    expect(
      screen.getByRole('combobox', { name: 'How many of Plates to mark as bought' }),
    ).toBeDisabled();
  });

  it('the server not answering disables them too, saying so; they come back when it answers', async () => {
    signInAs(FRIEND);
    let down = true;
    const noAnswer = (): never => {
      throw new TypeError('Failed to fetch');
    };
    mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items }) },
      [`PUT ${LIST_PATH}/items/i-1/mark-bought`]: noAnswer,
      'GET /healthz': () => (down ? noAnswer() : { body: { status: 'ok' } }),
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as bought: Kite' }));
    const mark = screen.getByRole('button', { name: 'Mark as bought: Kite' });
    await waitFor(() => expect(mark).toBeDisabled());
    expect(mark).toHaveAttribute(
      'title',
      'The server cannot be reached: this can be done again once it answers.',
    );
    expect(mark).toHaveAccessibleDescription(
      "Can't reach the server What you see may be out of date, and changes cannot be saved until it answers again.",
    );
    expect(screen.getByRole('button', { name: 'Unmark mine: Plates' })).toBeDisabled();

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(mark).toBeEnabled());
  });

  it('says why in German too', async () => {
    await setLanguage('de');
    signInAs(FRIEND);
    mockApi({ [`GET ${LIST_PATH}`]: { body: makeList({ items }) } });
    renderApp('/lists/l-1');
    await screen.findByRole('heading', { name: 'Kite' });
    await setOnline(false);
    expect(screen.getByRole('button', { name: 'Als gekauft markieren: Kite' })).toHaveAttribute(
      'title',
      'Du bist offline: Das geht wieder, sobald du online bist.',
    );
  });
});
