import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Circle, CircleList } from '@wishlist/core';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import {
  expectFieldError,
  FRIEND,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const family: Circle = {
  _id: 'c-1',
  name: 'Family',
  members: [
    { _id: OWNER.id, name: OWNER.name, role: 'admin', managed: false },
    { _id: FRIEND.id, name: FRIEND.name, role: 'member', managed: false },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const shared: CircleList[] = [
  {
    _id: 'l-9',
    name: 'Frank turns 30',
    owner: { _id: FRIEND.id, name: FRIEND.name },
    eventDate: '2026-12-24',
    sharedAt: '2026-02-01T00:00:00.000Z',
  },
];

function setup(extra: Parameters<typeof mockApi>[0] = {}, circles: Circle[] = [family]) {
  return mockApi({
    'GET /api/circles': { body: circles },
    'GET /api/circles/c-1/lists': { body: shared },
    ...extra,
  });
}

async function openCircle(name = 'Family') {
  renderApp('/circles');
  return within(await screen.findByRole('region', { name }));
}

describe('the Circles page (C6)', () => {
  it('is in the top navigation; shows members with roles and the lists shared in', async () => {
    signInAs(OWNER);
    setup();
    renderApp('/circles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Circles' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Circles · Wishlist'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Circles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const circle = within(await screen.findByRole('region', { name: 'Family' }));
    expect(circle.getByText('You are an admin of this circle.')).toBeVisible();
    expect(circle.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    const rows = circle.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(`${OWNER.name} (you)Admin`);
    expect(rows[1]).toHaveTextContent(`${FRIEND.name}Member`);
    const list = await circle.findByRole('link', { name: 'Frank turns 30' });
    expect(list).toHaveAttribute('href', '/lists/l-9');
    expect(list.closest('li')).toHaveTextContent('by Frank Friend · Event Dec 24, 2026');
    await expectNoAxeViolations();
  });

  it('creates a circle (its name required), then focuses it', async () => {
    signInAs(OWNER);
    const created: Circle = {
      ...family,
      _id: 'c-2',
      name: 'Book club',
      members: [family.members[0]!],
    };
    let circles = [family];
    const api = setup({
      'GET /api/circles': () => ({ body: circles }),
      'POST /api/circles': () => {
        circles = [family, created];
        return { status: 201, body: created };
      },
      'GET /api/circles/c-2/lists': { body: [] },
    });
    renderApp('/circles');
    const form = within(await screen.findByRole('form', { name: 'Create a circle' }));
    const name = form.getByLabelText('Circle name');
    await userEvent.type(name, '   ');
    await userEvent.click(form.getByRole('button', { name: 'Create circle' }));
    expectFieldError(name, 'Name cannot be empty');
    await waitFor(() => expect(name).toHaveFocus());
    expect(api.callsTo('POST', '/api/circles')).toHaveLength(0);

    await userEvent.type(name, ' Book club {Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Book club' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.callsTo('POST', '/api/circles')[0]?.body).toEqual({ name: 'Book club' });
    expect(name).toHaveValue('');
    expect(
      within(screen.getByRole('region', { name: 'Book club' })).getByText(
        'No list is shared into this circle yet. Share one of yours from its Share button.',
      ),
    ).toBeVisible();
  });

  it('an admin invites by e-mail: the spec sentence clears after 2 s, skipped entries stay', async () => {
    signInAs(OWNER);
    const api = setup({
      'POST /api/circles/c-1/invite': {
        body: {
          message: 'Invitations sent to 1 email(s)!',
          invited: ['gran@example.test'],
          skipped: ['frank@example.test'],
          skippedReasons: [{ email: 'frank@example.test', reason: 'already_invited' }],
        },
      },
    });
    const circle = await openCircle();
    const box = circle.getByLabelText('Email addresses');
    await userEvent.click(circle.getByRole('button', { name: 'Send invitations' }));
    expectFieldError(box, 'Please enter at least one email address');
    await userEvent.type(box, 'gran@example.test, frank@example.test');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      circle.getByRole('button', { name: 'Send invitations' }).click();
    });
    const sentence = () => screen.queryAllByText('Invitations sent to 1 email(s)!');
    await waitFor(() => expect(sentence()).toHaveLength(1));
    expect(api.callsTo('POST', '/api/circles/c-1/invite')[0]?.body).toEqual({
      emails: ['gran@example.test', 'frank@example.test'],
    });
    expect(box).toHaveValue('');
    act(() => {
      vi.advanceTimersByTime(2_100);
    });
    expect(sentence()).toHaveLength(0);
    expect(circle.getByRole('status')).toHaveTextContent(
      'frank@example.test: already a member or invited to this circle',
    );
  });

  it('an admin renames (Escape cancels, Enter saves) and deletes after confirming', async () => {
    signInAs(OWNER);
    let circles = [family];
    const api = setup({
      'GET /api/circles': () => ({ body: circles }),
      'PUT /api/circles/c-1': (call) => {
        circles = [{ ...family, name: (call.body as { name: string }).name }];
        return { body: circles[0] };
      },
      'DELETE /api/circles/c-1': () => {
        circles = [];
        return { body: { message: 'Circle deleted' } };
      },
    });
    let circle = await openCircle();
    const rename = circle.getByRole('button', { name: 'Rename Family' });
    await userEvent.click(rename);
    expect(circle.getByLabelText('Circle name')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(circle.getByRole('button', { name: 'Rename Family' })).toHaveFocus(),
    );
    await userEvent.click(circle.getByRole('button', { name: 'Rename Family' }));
    await userEvent.clear(circle.getByLabelText('Circle name'));
    await userEvent.type(circle.getByLabelText('Circle name'), 'The Owners{Enter}');
    circle = within(await screen.findByRole('region', { name: 'The Owners' }));
    expect(api.callsTo('PUT', '/api/circles/c-1')[0]?.body).toEqual({ name: 'The Owners' });

    await userEvent.click(circle.getByRole('button', { name: 'Delete The Owners' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Delete this circle?' }));
    expect(ask.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(ask.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You are in no circle yet')).toBeVisible();
    expect(api.callsTo('DELETE', '/api/circles/c-1')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Circles' })).toHaveFocus(),
    );
  });

  it('an admin removes a member after confirming; the last admin leaving is told why not', async () => {
    signInAs(OWNER);
    let circles = [family];
    const api = setup({
      'GET /api/circles': () => ({ body: circles }),
      [`DELETE /api/circles/c-1/members/${FRIEND.id}`]: () => {
        circles = [{ ...family, members: [family.members[0]!] }];
        return { body: { message: 'Member removed' } };
      },
      [`DELETE /api/circles/c-1/members/${OWNER.id}`]: {
        status: 409,
        body: { message: 'The last admin cannot leave', code: 'LAST_ADMIN' },
      },
    });
    const circle = await openCircle();
    expect(circle.queryByRole('button', { name: `Remove ${OWNER.name}` })).toBeNull();
    await userEvent.click(circle.getByRole('button', { name: `Remove ${FRIEND.name}` }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Remove this member?' }));
    expect(
      ask.getByText(
        `${FRIEND.name} will leave “Family” and no longer see the lists shared into it.`,
      ),
    ).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: 'Remove' }));
    expect(await circle.findByRole('heading', { name: 'Members (1)' })).toHaveFocus();
    expect(api.callsTo('DELETE', `/api/circles/c-1/members/${FRIEND.id}`)).toHaveLength(1);

    await userEvent.click(circle.getByRole('button', { name: 'Leave Family' }));
    const leave = within(await screen.findByRole('alertdialog', { name: 'Leave this circle?' }));
    await userEvent.click(leave.getByRole('button', { name: 'Leave' }));
    expect(await circle.findByRole('alert')).toHaveTextContent('The last admin cannot leave');
    // Still signed in, still on the page.
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('a member sees no admin controls, and leaves after confirming', async () => {
    signInAs(FRIEND);
    let circles = [family];
    const api = setup({
      'GET /api/circles': () => ({ body: circles }),
      [`DELETE /api/circles/c-1/members/${FRIEND.id}`]: () => {
        circles = [];
        return { body: { message: 'You left the circle' } };
      },
    });
    const circle = await openCircle();
    expect(circle.getByText('You are a member of this circle.')).toBeVisible();
    for (const name of ['Rename Family', 'Delete Family', `Remove ${OWNER.name}`])
      expect(circle.queryByRole('button', { name })).toBeNull();
    expect(circle.queryByLabelText('Email addresses')).toBeNull();
    await userEvent.click(circle.getByRole('button', { name: 'Leave Family' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Leave this circle?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You are in no circle yet')).toBeVisible();
    expect(api.callsTo('DELETE', `/api/circles/c-1/members/${FRIEND.id}`)).toHaveLength(1);
  });

  it('says everything in German and French', async () => {
    signInAs(OWNER);
    setup();
    await setLanguage('de');
    let circle = await openCircle();
    expect(screen.getByRole('heading', { level: 1, name: 'Kreise' })).toBeVisible();
    expect(circle.getByText('Du bist Admin dieses Kreises.')).toBeVisible();
    expect(circle.getByRole('heading', { name: 'Mitglieder (2)' })).toBeVisible();
    expect(circle.getByRole('button', { name: 'Family verlassen' })).toBeVisible();
    expect(await circle.findByText(/von Frank Friend/)).toHaveTextContent(
      'Anlass am 24. Dez. 2026',
    );
    expect(screen.getByRole('link', { name: 'Kreise' })).toBeVisible();
    await act(() => setLanguage('fr'));
    circle = within(await screen.findByRole('region', { name: 'Family' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cercles' })).toBeVisible();
    expect(circle.getByText('Vous êtes admin de ce cercle.')).toBeVisible();
    expect(circle.getByRole('heading', { name: 'Inviter des personnes' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Créer un cercle' })).toBeVisible();
  });
});
