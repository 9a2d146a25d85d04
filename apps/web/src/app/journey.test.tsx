import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationPreview } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import {
  FRIEND,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../test/test-utils';

const dashboard = {
  'GET /api/lists': { body: [] },
  'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
};

const invitation: InvitationPreview = {
  list: { _id: 'l-1', name: 'Olivia turns 40', owner: { name: 'Olivia Owner' } },
  inviteeEmail: 'nina@example.test',
  status: 'pending',
  hasAccount: false,
};

describe('the everyday journey (issue 23)', () => {
  it('a new invitee joins with just a name and lands on the list (E1, E3)', async () => {
    const nina = {
      id: 'u-nina',
      email: 'nina@example.test',
      name: 'Nina',
      emailVerified: true,
      hasPassword: false,
    };
    const api = mockApi({
      'GET /api/invitations/tok': { body: invitation },
      'POST /api/invitations/tok/join': { status: 201, body: { token: 'nina-token', user: nina } },
      'GET /api/lists/l-1': { body: makeList({ name: 'Olivia turns 40', items: [makeItem()] }) },
    });
    const { router } = renderApp('/invitations/tok');
    expect(
      await screen.findByRole('heading', {
        name: 'Olivia Owner shared “Olivia turns 40” with you',
      }),
    ).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('nina@example.test');
    // A one-letter name is refused here, before any call.
    await userEvent.type(screen.getByLabelText('Your name'), 'N');
    await userEvent.click(screen.getByRole('button', { name: 'Join and open the list' }));
    expect(await screen.findByText('Name must be at least 2 characters long')).toBeVisible();
    expect(api.callsTo('POST', '/api/invitations/tok/join')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Your name'), 'ina');
    await userEvent.click(screen.getByRole('button', { name: 'Join and open the list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lists/l-1'));
    expect(api.callsTo('POST', '/api/invitations/tok/join')[0]?.body).toEqual({ name: 'Nina' });
    expect(localStorage.getItem('token')).toBe('nina-token');
    expect(await screen.findByRole('heading', { name: 'Olivia turns 40' })).toBeVisible();
  });

  it('offers registration with the invited address filled in, and comes back (E1)', async () => {
    mockApi({ 'GET /api/invitations/tok': { body: invitation } });
    const { router } = renderApp('/invitations/tok');
    await userEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.getByLabelText('Email')).toHaveValue('nina@example.test');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/invitations/tok');
  });

  it('"Forgot your password?" starts from the address typed on the sign-in form', async () => {
    const api = mockApi({
      'POST /api/auth/forgot-password': {
        body: { message: 'If an account exists, a link was sent.' },
      },
    });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'typed@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('typed@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await screen.findByText('If an account exists, a link was sent.');
    expect(api.callsTo('POST', '/api/auth/forgot-password')[0]?.body).toEqual({
      email: 'typed@example.test',
    });
  });

  it('a used reset link says so at once and offers a new one (E5)', async () => {
    mockApi({
      'GET /api/auth/reset-password/used': {
        status: 404,
        body: { message: 'This password reset link is invalid or has expired.' },
      },
    });
    renderApp('/reset-password/used');
    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    expect(screen.queryByLabelText('New password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  });

  it('a usable reset link shows the form', async () => {
    const api = mockApi({ 'GET /api/auth/reset-password/good': { status: 204 } });
    renderApp('/reset-password/good');
    expect(await screen.findByLabelText('New password')).toBeVisible();
    expect(api.callsTo('GET', '/api/auth/reset-password/good')).toHaveLength(1);
  });

  it('changes the password from the profile and keeps this device signed in (E4)', async () => {
    signInAs(OWNER, 'old-token');
    const api = mockApi({
      ...dashboard,
      'PUT /api/auth/password': { body: { token: 'new-token', user: OWNER } },
    });
    renderApp('/profile');
    const form = (await screen.findByRole('heading', { name: 'Change password' })).closest('form');
    if (!form) throw new Error('no password form');
    await userEvent.type(within(form).getByLabelText('Current password'), 'secret1');
    await userEvent.type(within(form).getByLabelText('New password'), 'secret22');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'secret2');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Passwords do not match')).toBeVisible();
    await userEvent.type(within(form).getByLabelText('Confirm new password'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/Other devices have been signed out/)).toBeVisible();
    expect(api.callsTo('PUT', '/api/auth/password')[0]?.body).toEqual({
      currentPassword: 'secret1',
      newPassword: 'secret22',
    });
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('an account without a password sets one without a current password', async () => {
    signInAs({ ...FRIEND, hasPassword: false });
    const api = mockApi({
      ...dashboard,
      'PUT /api/auth/password': { body: { token: 't2', user: FRIEND } },
    });
    renderApp('/profile');
    const form = (await screen.findByRole('heading', { name: 'Set a password' })).closest('form');
    if (!form) throw new Error('no password form');
    expect(within(form).queryByLabelText('Current password')).toBeNull();
    await userEvent.type(within(form).getByLabelText('New password'), 'first1');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'first1');
    await userEvent.click(within(form).getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/auth/password')[0]?.body).toEqual({ newPassword: 'first1' }),
    );
  });

  it('deletes the account after the password confirms it, and signs out (E4)', async () => {
    signInAs(OWNER);
    const api = mockApi({
      ...dashboard,
      'DELETE /api/auth/account': ({ body }) =>
        (body as { password?: string }).password === 'right'
          ? { status: 204 }
          : { status: 400, body: { message: 'That password is not correct.' } },
    });
    const { router } = renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('That password is not correct.')).toBeVisible();
    expect(localStorage.getItem('token')).not.toBeNull();
    await userEvent.clear(within(dialog).getByLabelText('Your password'));
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'right');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.callsTo('DELETE', '/api/auth/account')).toHaveLength(2);
  });

  it('a new list opens itself', async () => {
    signInAs(OWNER);
    const created = makeList({ _id: 'l-new', name: 'Christmas' });
    const api = mockApi({ ...dashboard, 'POST /api/lists': { status: 201, body: created } });
    const { router } = renderApp('/dashboard');
    await userEvent.type(await screen.findByLabelText('List name'), 'Christmas');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lists/l-new'));
    expect(await screen.findByRole('heading', { name: 'Christmas' })).toBeVisible();
    // Shown from the creation's answer: no second trip for the list.
    expect(api.callsTo('GET', '/api/lists/l-new')).toHaveLength(0);
  });

  it('deletes a list after asking, then says so in a toast on the dashboard', async () => {
    signInAs(OWNER);
    const list = makeList({ name: 'Old list', items: [makeItem()], invitationCount: 2 });
    const api = mockApi({
      ...dashboard,
      'GET /api/lists/l-1': { body: list },
      'DELETE /api/lists/l-1': { body: { message: 'Wish list deleted' } },
    });
    const { router } = renderApp('/lists/l-1');
    const opener = await screen.findByRole('button', { name: 'Delete this list…' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this list?' });
    expect(dialog).toHaveTextContent('2 people it is shared with');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(api.callsTo('DELETE', '/api/lists/l-1')).toHaveLength(0);

    await userEvent.click(opener);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete list' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('“Old list” was deleted.')).toBeInTheDocument();
  });

  it('discloses affiliate links under a list that has tagged Amazon buy links, and only then', async () => {
    signInAs(FRIEND);
    const tagged = makeItem({
      _id: 'i-a',
      name: 'Kettle',
      affiliateLink: 'https://www.amazon.co.uk/dp/B000?tag=wishlist-21',
    });
    const plain = makeItem({ _id: 'i-b', name: 'Mug', affiliateLink: 'https://shop.example/mug' });
    mockApi({
      'GET /api/lists/l-1': { body: makeList({ items: [tagged, plain] }) },
      'GET /api/lists/l-2': { body: makeList({ _id: 'l-2', items: [plain] }) },
    });
    const { router } = renderApp('/lists/l-1');
    expect(await screen.findByText(/as an Amazon Associate, Wishlist earns/)).toBeVisible();
    await router.navigate('/lists/l-2');
    await screen.findByRole('link', { name: 'Buy Mug (opens in a new tab)' });
    expect(screen.queryByText(/Amazon Associate/)).toBeNull();
  });
});
