import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Circle, CircleInvitationPreview, User } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { expectNoAxeViolations } from '../test/axe';
import { expectFieldError, FRIEND, mockApi, OWNER, renderApp, signInAs } from '../test/test-utils';

const JOIN = '/api/circles/join/tok';
const invitation: CircleInvitationPreview = {
  circle: { _id: 'c-1', name: 'Family' },
  invitedBy: { name: 'Olivia Owner' },
  inviteeEmail: 'nina@example.test',
  hasAccount: false,
};
const nina: User = {
  id: 'u-nina',
  email: 'nina@example.test',
  name: 'Nina',
  emailVerified: true,
  hasPassword: false,
};
const family: Circle = {
  _id: 'c-1',
  name: 'Family',
  members: [
    { _id: OWNER.id, name: OWNER.name, role: 'admin', managed: false },
    { _id: nina.id, name: nina.name, role: 'member', managed: false },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const joined = { message: 'You joined the circle', circle: { _id: 'c-1', name: 'Family' } };
const circlesPage = {
  'GET /api/circles': { body: [family] },
  'GET /api/circles/c-1/lists': { body: [] },
};

describe('a circle invitation link (C2)', () => {
  it('signed out without an account: joins with a name, is signed in and lands on Circles', async () => {
    const api = mockApi({
      [`GET ${JOIN}`]: { body: invitation },
      [`POST ${JOIN}`]: { body: { ...joined, token: 'nina-token', user: nina } },
      ...circlesPage,
    });
    const { router } = renderApp('/circles/join/tok');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Olivia Owner invites you to the circle “Family”',
      }),
    ).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('nina@example.test');
    const name = screen.getByLabelText('Your name');
    await userEvent.type(name, 'N');
    await userEvent.click(screen.getByRole('button', { name: 'Join the circle' }));
    expectFieldError(name, 'Name must be at least 2 characters long');
    expect(api.callsTo('POST', JOIN)).toHaveLength(0);
    await expectNoAxeViolations();

    await userEvent.clear(name);
    await userEvent.type(name, '  Nina ');
    await userEvent.click(screen.getByRole('button', { name: 'Join the circle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/circles'));
    expect(api.callsTo('POST', JOIN)[0]?.body).toEqual({ name: 'Nina' });
    // Signed out, no token goes with the call; the answer's session is kept.
    expect(api.callsTo('POST', JOIN)[0]?.headers.Authorization).toBeUndefined();
    expect(localStorage.getItem('token')).toBe('nina-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ id: 'u-nina' });
    expect(await screen.findByRole('region', { name: 'Family' })).toBeVisible();
  });

  it('signed out with an account: signs in as the invited address, then comes back', async () => {
    mockApi({ [`GET ${JOIN}`]: { body: { ...invitation, hasAccount: true } } });
    renderApp('/circles/join/tok');
    expect(
      await screen.findByText('Sign in as nina@example.test to join the circle.'),
    ).toBeVisible();
    const signIn = screen.getByRole('link', { name: 'Sign in to join' });
    const target = new URL(signIn.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('next')).toBe('/circles/join/tok');
    expect(target.searchParams.get('email')).toBe('nina@example.test');
    expect(screen.queryByLabelText('Your name')).toBeNull();
  });

  it('signed in as the invitee: one button joins (nothing on arrival), then Circles', async () => {
    signInAs(nina, 'nina-token');
    const api = mockApi({
      [`GET ${JOIN}`]: { body: { ...invitation, hasAccount: true } },
      [`POST ${JOIN}`]: { body: joined },
      ...circlesPage,
    });
    const { router } = renderApp('/circles/join/tok');
    const join = await screen.findByRole('button', { name: 'Join the circle' });
    expect(api.callsTo('POST', JOIN)).toHaveLength(0);
    await userEvent.click(join);
    await waitFor(() => expect(router.state.location.pathname).toBe('/circles'));
    expect(api.callsTo('POST', JOIN)[0]?.headers.Authorization).toBe('Bearer nina-token');
    expect(api.callsTo('POST', JOIN)[0]?.body).toEqual({});
    expect(localStorage.getItem('token')).toBe('nina-token');
  });

  it('signed in as the invitee: a refusal is said, and the button stays', async () => {
    signInAs(nina);
    mockApi({
      [`GET ${JOIN}`]: { body: invitation },
      [`POST ${JOIN}`]: {
        status: 409,
        body: { message: 'The circle is full', code: 'CIRCLE_FULL' },
      },
    });
    renderApp('/circles/join/tok');
    await userEvent.click(await screen.findByRole('button', { name: 'Join the circle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The circle is full');
    expect(screen.getByRole('button', { name: 'Join the circle' })).toBeEnabled();
  });

  it('signed in as someone else: says so and offers to switch', async () => {
    signInAs(FRIEND);
    const api = mockApi({ [`GET ${JOIN}`]: { body: invitation } });
    renderApp('/circles/join/tok');
    expect(
      await screen.findByText(
        (_text, node) =>
          node?.tagName === 'P' &&
          node.textContent ===
            `This invitation is for nina@example.test, and you are signed in as ${FRIEND.email}.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join the circle' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out and continue' }));
    expect(await screen.findByLabelText('Your name')).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.callsTo('POST', JOIN)).toHaveLength(0);
  });

  it('an unknown or used link says so, and leads on', async () => {
    mockApi({
      [`GET ${JOIN}`]: {
        status: 404,
        body: { message: 'Invitation not found', code: 'INVITATION_NOT_FOUND' },
      },
    });
    renderApp('/circles/join/tok');
    expect(
      await screen.findByRole('heading', { name: 'This invitation cannot be opened' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Invitation not found');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('in German and French', async () => {
    await setLanguage('de');
    mockApi({ [`GET ${JOIN}`]: { body: invitation } });
    renderApp('/circles/join/tok');
    expect(
      await screen.findByRole('heading', {
        name: 'Olivia Owner lädt dich in den Kreis „Family“ ein',
      }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dem Kreis beitreten' })).toBeVisible();
    await setLanguage('fr');
    const card = within(
      await screen.findByRole('region', {
        name: 'Olivia Owner vous invite dans le cercle « Family »',
      }),
    );
    expect(card.getByLabelText('Votre nom')).toBeVisible();
  });
});
