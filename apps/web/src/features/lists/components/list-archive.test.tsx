import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CopyItemResult, WishList } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { listServer } from '../../../test/list-server';
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
const claimed = makeItem({
  _id: 'i-1',
  name: 'Slippers',
  boughtBy: { _id: FRIEND.id, name: FRIEND.name, email: FRIEND.email },
  boughtAt: '2026-02-01T00:00:00.000Z',
  claimed: 1,
  claims: [
    { user: { _id: FRIEND.id, name: FRIEND.name }, quantity: 1, at: '2026-02-01T00:00:00.000Z' },
  ],
});

function page(user = OWNER, start: Partial<WishList> = {}) {
  signInAs(user);
  const server = listServer(makeList({ items: [claimed], invitationCount: 2, ...start }));
  const api = mockApi({ [`GET ${LIST_PATH}`]: server.get, [`PUT ${LIST_PATH}`]: server.put });
  renderApp('/lists/l-1');
  return { server, api };
}

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'More list actions' }));
  return screen.findByRole('menu');
}

describe('archive (L3)', () => {
  it('asks first, saying the claims go and who loses the list; then the page is read-only', async () => {
    const { api } = page();
    const menu = within(await openMenu());
    await userEvent.click(menu.getByRole('menuitem', { name: 'Archive list…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive this list?' });
    expect(confirm).toHaveTextContent('What was marked as bought on it is cleared');
    expect(confirm).toHaveTextContent('The 2 people it is shared with will no longer see it.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(0);

    await userEvent.click(
      within(await openMenu()).getByRole('menuitem', { name: 'Archive list…' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive list' }),
    );
    expect(await screen.findByText('This list is archived')).toBeInTheDocument();
    expect(api.callsTo('PUT', LIST_PATH)[0]?.body).toEqual({ archived: true });
    expect(screen.getByText('“Birthday” was archived.')).toBeInTheDocument();
    for (const name of [/^Add item/, /Quick Add/, /^Share$/, /^Edit/, /Mark as bought/, /Unmark/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Add a new item' })).toBeNull();
    expect(screen.queryByText(/Bought by/)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Surprise mode' })).toBeNull();
    // Copying out of an archived list is allowed; moving is not.
    expect(screen.getByRole('button', { name: 'Copy Slippers to another list' })).toBeVisible();
  });

  it('Restore brings it back; the menu offers it too, with the exports', async () => {
    const { api } = page(OWNER, { archived: true });
    const menu = within(await openMenu());
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Export JSON',
      'Export CSV',
      'Restore list',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByText('This list is archived')).toBeNull());
    expect(api.callsTo('PUT', LIST_PATH)[0]?.body).toEqual({ archived: false });
    expect(screen.getByRole('button', { name: 'Add item' })).toBeVisible();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('a giver sees it archived and read-only', async () => {
    page(FRIEND, { archived: true, items: [makeItem({ name: 'Scarf' })] });
    expect(await screen.findByText('This list is archived')).toBeInTheDocument();
    expect(
      screen.getByText('It can no longer be changed, and nothing on it can be marked as bought.'),
    );
    expect(screen.queryByRole('button', { name: /Mark as bought/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });
});

describe('copy or move (L4)', () => {
  const xmas = makeList({ _id: 'l-2', name: 'Christmas' });
  const old = makeList({ _id: 'l-3', name: 'Old', archived: true });

  function copyPage(start: Partial<WishList> = {}) {
    signInAs(OWNER);
    const server = listServer(makeList({ items: [claimed], ...start }));
    const api = mockApi({
      [`GET ${LIST_PATH}`]: server.get,
      'GET /api/lists': () => ({ body: [server.list, xmas, old] }),
      [`POST ${LIST_PATH}/items/i-1/copy`]: (call) => {
        const { move } = call.body as { move: boolean };
        const item = makeItem({ _id: 'c-1', name: 'Slippers' });
        if (move) server.changeElsewhere((list) => ({ ...list, items: [] }));
        return { body: { item, list: { ...xmas, items: [item] } } satisfies CopyItemResult };
      },
    });
    renderApp('/lists/l-1');
    return { server, api };
  }

  it('copies to another list that is not archived, and says where', async () => {
    const { api } = copyPage();
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Slippers' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy or move…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy or move item' }));
    const to = await dialog.findByLabelText('To list');
    expect(
      within(to)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Christmas']);
    expect(dialog.getByLabelText('Copy')).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy item' }));
    expect(await screen.findByText('Copied to “Christmas”')).toBeInTheDocument();
    expect(api.callsTo('POST', `${LIST_PATH}/items/i-1/copy`)[0]?.body).toEqual({
      toListId: 'l-2',
      move: false,
    });
    expect(screen.getByRole('heading', { name: 'Slippers' })).toBeInTheDocument();
  });

  it('a move takes the item off this list', async () => {
    const { api } = copyPage();
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Slippers' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy or move…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy or move item' }));
    await userEvent.click(await dialog.findByLabelText('Move'));
    expect(
      dialog.getByText('Moving takes it off this list, with what friends marked as bought on it.'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Move item' }));
    expect(await screen.findByText('Moved to “Christmas”')).toBeInTheDocument();
    expect(api.callsTo('POST', `${LIST_PATH}/items/i-1/copy`)[0]?.body).toEqual({
      toListId: 'l-2',
      move: true,
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Slippers' })).toBeNull());
  });

  it('from an archived list only a copy is offered', async () => {
    copyPage({ archived: true });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Copy Slippers to another list' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy item' }));
    await dialog.findByLabelText('To list');
    expect(dialog.queryByLabelText('Move')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Copy item' })).toBeVisible();
  });
});
