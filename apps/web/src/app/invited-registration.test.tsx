import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationPreview, User } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { makeItem, makeList, mockApi, renderApp } from '../test/test-utils';

const byInvitation = { 'GET /api/auth/options': { body: { registration: 'invite', oidc: null } } };
const INVITE_ONLY =
  'Registration here is by invitation: open the link in your invitation email to create your account.';
const REFUSED =
  'Registration here is by invitation only. Open the link in your invitation email to create your account.';

const invitation: InvitationPreview = {
  list: { _id: 'l-1', name: 'Olivia turns 40', owner: { name: 'Olivia Owner' } },
  inviteeEmail: 'nina@example.test',
  status: 'pending',
  hasAccount: false,
};
const nina: User = {
  id: 'u-nina',
  email: 'nina@example.test',
  name: 'Nina',
  emailVerified: false,
  hasPassword: true,
};

async function fillRegistration(name: string) {
  await userEvent.type(await screen.findByLabelText('Full name'), name);
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

/** Registering where it is by invitation (S3): the invitation's token is what makes the account. */
describe('registering by invitation', () => {
  it('from the invitation page, registers with its token, then accepts and opens the list', async () => {
    const api = mockApi({
      ...byInvitation,
      'GET /api/invitations/tok': { body: invitation },
      'POST /api/auth/register': { status: 201, body: { token: 'nina-token', user: nina } },
      'POST /api/lists/invitations/tok/accept': {
        body: {
          message: 'Invitation accepted',
          listId: 'l-1',
          user: { ...nina, emailVerified: true },
        },
      },
      'GET /api/lists/l-1': { body: makeList({ name: 'Olivia turns 40', items: [makeItem()] }) },
    });
    const { router } = renderApp('/invitations/tok');
    await userEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.getByLabelText('Email')).toHaveValue('nina@example.test');
    // Arrived with the invitation: nothing to say about where accounts are made.
    expect(screen.queryByText(INVITE_ONLY)).toBeNull();

    await fillRegistration('Nina');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lists/l-1'));
    expect(api.callsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      name: 'Nina',
      email: 'nina@example.test',
      password: 'secret1',
      invitationToken: 'tok',
    });
    expect(api.callsTo('POST', '/api/lists/invitations/tok/accept')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe('nina-token');
    expect(await screen.findByRole('heading', { name: 'Olivia turns 40' })).toBeVisible();
  });

  it('without an invitation, says where accounts are made, and shows the server’s refusal there', async () => {
    const api = mockApi({
      ...byInvitation,
      'POST /api/auth/register': {
        status: 403,
        body: { code: 'invitation_required', message: REFUSED },
      },
    });
    const { router } = renderApp('/register');
    expect(await screen.findByText(INVITE_ONLY)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Email'), 'nina@example.test');
    await fillRegistration('Nina');

    // Nobody was signed in, so the 403 signs nobody out: the page stays and says why.
    expect(await screen.findByText(REFUSED)).toBeVisible();
    expect(router.state.location.pathname).toBe('/register');
    expect(api.callsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      name: 'Nina',
      email: 'nina@example.test',
      password: 'secret1',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
