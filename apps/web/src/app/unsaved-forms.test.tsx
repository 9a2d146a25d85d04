import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeItem, makeList, mockApi, OWNER, renderApp, signInAs } from '../test/test-utils';

/** What the other form dialogs and the dashboard's form do with changes not saved yet. */
const asked = () => screen.findByRole('alertdialog', { name: 'Discard your changes?' });

async function keepEditing() {
  await userEvent.click(within(await asked()).getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

describe('unsaved changes elsewhere', () => {
  it('the forgot-password dialog asks about an address typed in it, not one brought along', async () => {
    mockApi({});
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'ann@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset your password' }));
    const email = dialog.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const again = within(await screen.findByRole('dialog', { name: 'Reset your password' }));
    await userEvent.clear(again.getByLabelText('Email'));
    await userEvent.type(again.getByLabelText('Email'), 'other@example.test');
    await userEvent.keyboard('{Escape}');
    await keepEditing();
    expect(again.getByLabelText('Email')).toHaveValue('other@example.test');
  });

  it('copy or move asks once a choice was made in it', async () => {
    signInAs(OWNER);
    const list = makeList({ items: [makeItem({ name: 'Slippers' })] });
    mockApi({
      'GET /api/lists/l-1': { body: list },
      'GET /api/lists': { body: [list, makeList({ _id: 'l-2', name: 'Christmas' })] },
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Slippers' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy or move…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy or move item' }));
    await waitFor(() => expect(dialog.getByLabelText('To list')).toHaveFocus());
    await userEvent.click(dialog.getByLabelText('Move'));
    await userEvent.keyboard('{Escape}');
    await keepEditing();
    expect(dialog.getByLabelText('Move')).toBeChecked();
  });

  it('"Add several links" asks about links pasted and not read', async () => {
    signInAs(OWNER);
    mockApi({ 'GET /api/lists/l-1': { body: makeList() } });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'More list actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add several links…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add several links' }));
    const links = dialog.getByLabelText('Shop links');
    await waitFor(() => expect(links).toHaveFocus());
    await userEvent.paste('https://shop.example/1');
    await userEvent.keyboard('{Escape}');
    await keepEditing();
    expect(links).toHaveValue('https://shop.example/1');
  });

  it("the dashboard's new-list form asks before Back loses it", async () => {
    signInAs(OWNER);
    mockApi({
      'GET /api/lists': { body: [] },
      'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
      'GET /api/lists/shared-lists': { body: [] },
      'GET /api/lists/invitations/pending': { body: [] },
    });
    const { router } = renderApp('/dashboard', ['/shared-lists']);
    await userEvent.type(await screen.findByLabelText('List name'), 'Xmas');
    await act(() => router.navigate(-1));
    await keepEditing();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByLabelText('List name')).toHaveValue('Xmas');
    await act(() => router.navigate(-1));
    await userEvent.click(within(await asked()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shared-lists'));
  });
});
