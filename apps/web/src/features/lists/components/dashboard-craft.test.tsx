import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WishList } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import {
  expectFieldError,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';
import { describeProblem } from '../api/import-list';

const noStats = { 'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } } };
const birthday = makeList({ _id: 'a', name: 'Birthday' });
const lastYear = makeList({ _id: 'b', name: 'Christmas 2025', archived: true });

function dashboard(extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs(OWNER);
  let lists: WishList[] = [birthday, lastYear];
  const api = mockApi({
    ...noStats,
    'GET /api/lists': () => ({ body: lists }),
    'PUT /api/lists/b': (call) => {
      const restored = { ...lastYear, ...(call.body as Partial<WishList>) };
      lists = [birthday, restored];
      return { body: restored };
    },
    'DELETE /api/lists/a': () => {
      lists = [lastYear];
      return { status: 204 };
    },
    ...extra,
  });
  const view = renderApp('/dashboard');
  return { api, ...view };
}

function chooseFile(name: string, type: string, content: string) {
  const input = screen.getByLabelText('File') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], name, { type })] } });
}

describe('dashboard: archived lists (L3)', () => {
  it('sit last, in their own section shown on request, with Restore', async () => {
    const { api } = dashboard();
    const main = await screen.findByRole('region', { name: 'My wish lists' });
    expect(await within(main).findByRole('link', { name: /Birthday/ })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: /Christmas 2025/ })).toBeNull();
    const archived = screen.getByRole('region', { name: 'Archived (1)' });
    const show = within(archived).getByRole('button', { name: 'Show archived lists' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(within(archived).getByRole('link', { name: /Christmas 2025/ })).toHaveTextContent(
      'Archived',
    );
    await userEvent.click(within(archived).getByRole('button', { name: 'Restore Christmas 2025' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/lists/b')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/lists/b')[0]?.body).toEqual({ archived: false });
    expect(await within(main).findByRole('link', { name: /Christmas 2025/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Archived/ })).toBeNull();
  });

  it('deletes a list after asking', async () => {
    const { api } = dashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Birthday…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this list?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/lists/a')).toHaveLength(1));
    expect(await screen.findByText('“Birthday” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Birthday/ })).toBeNull());
    expect(screen.getByText('No lists in use')).toBeInTheDocument();
  });
});

describe('dashboard: import (L5)', () => {
  const imported = makeList({ _id: 'new', name: 'Garden', items: [makeItem()] });

  it('a CSV’s refused rows are listed by line, and nothing opens', async () => {
    const { api, router } = dashboard({
      'POST /api/lists/import': {
        status: 400,
        body: {
          code: 'import_invalid',
          message: '2 items have problems; nothing was imported',
          problems: [
            { line: 3, message: 'Price must be at least 0' },
            { line: 4, message: 'Item name is required' },
          ],
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Import a list…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import a list' }));
    chooseFile('garden-2026.csv', 'text/csv', 'name,price\nTrowel,3\nGloves,-3\n,2\n');
    expect(dialog.getByLabelText('List name')).toHaveValue('garden-2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Import list' }));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('2 items have problems; nothing was imported');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 3: Price must be at least 0', 'Line 4: Item name is required']);
    const call = api.callsTo('POST', '/api/lists/import')[0];
    expect(call?.query).toEqual({ name: 'garden-2026', currency: 'USD' });
    expect(call?.headers['Content-Type']).toBe('text/csv');
    expect(call?.body).toBe('name,price\nTrowel,3\nGloves,-3\n,2\n');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('our JSON is sent as it is; the new list opens', async () => {
    const { api, router } = dashboard({
      'POST /api/lists/import': { status: 201, body: imported },
      'GET /api/lists/new': { body: imported },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Import a list…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import a list' }));
    const document = { name: 'Garden', currency: 'EUR', items: [{ name: 'Trowel' }] };
    chooseFile('Garden.json', 'application/json', JSON.stringify(document));
    expect(dialog.queryByLabelText('List name')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Import list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lists/new'));
    expect(api.callsTo('POST', '/api/lists/import')[0]?.body).toEqual(document);
    expect(await screen.findByText('Imported “Garden” with 1 item.')).toBeInTheDocument();
  });

  it('a file that is not JSON says so before anything is sent', async () => {
    const { api } = dashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Import a list…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import a list' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Import list' }));
    const file = dialog.getByLabelText('File');
    await waitFor(() => expect(file).toHaveFocus());
    expectFieldError(file, 'Choose a .json or .csv file');
    chooseFile('list.json', 'application/json', '{"name": ');
    await userEvent.click(dialog.getByRole('button', { name: 'Import list' }));
    await waitFor(() => expectFieldError(file, 'This file is not valid JSON'));
    expect(api.callsTo('POST', '/api/lists/import')).toHaveLength(0);
  });

  it('problems of a JSON import name the item', () => {
    expect(describeProblem({ item: 2, message: 'Item name is required' })).toBe(
      'Item 2: Item name is required',
    );
  });
});
