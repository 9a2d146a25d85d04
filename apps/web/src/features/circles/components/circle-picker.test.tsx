import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Circle, WishList } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { FRIEND, makeList, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const circle = (id: string, name: string, people = 2): Circle => ({
  _id: id,
  name,
  members: [
    { _id: OWNER.id, name: OWNER.name, role: 'admin', managed: false },
    ...(people > 1
      ? [{ _id: FRIEND.id, name: FRIEND.name, role: 'member' as const, managed: false }]
      : []),
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
});
const FAMILY = circle('c-1', 'Family');
const CLUB = circle('c-2', 'Book club', 1);
const PUT = 'PUT /api/lists/l-1';

type Shared = WishList & { circles?: { _id: string; name: string }[] };

function setup(list: Shared, extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs(OWNER);
  return mockApi({
    'GET /api/lists/l-1': { body: list },
    'GET /api/circles': { body: [FAMILY, CLUB] },
    [PUT]: (call) => {
      const ids = (call.body as { circleIds: string[] }).circleIds;
      const circles = [FAMILY, CLUB].filter((c) => ids.includes(c._id));
      return { body: { ...list, circles: circles.map(({ _id, name }) => ({ _id, name })) } };
    },
    ...extra,
  });
}

async function openShare() {
  renderApp('/lists/l-1');
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  return within(await screen.findByRole('dialog', { name: 'Share this list' }));
}

describe("the circle picker in a list's Share dialog (C3, C6)", () => {
  it('ticks the circles the list is in, saves the new choice, and keeps the e-mail box first', async () => {
    const api = setup(makeList({ circles: [{ _id: 'c-1', name: 'Family' }] } as Partial<Shared>));
    const dialog = await openShare();
    await waitFor(() => expect(dialog.getByLabelText('Email addresses')).toHaveFocus());
    const picker = within(await dialog.findByRole('form', { name: 'Share into your circles' }));
    const family = await picker.findByRole('checkbox', { name: 'Family' });
    const club = picker.getByRole('checkbox', { name: 'Book club' });
    expect(family).toBeChecked();
    expect(club).not.toBeChecked();
    expect(family).toHaveAccessibleDescription('2 members');
    expect(club).toHaveAccessibleDescription('1 member');
    const save = picker.getByRole('button', { name: 'Save circles' });
    expect(save).toBeDisabled();
    await expectNoAxeViolations(document.querySelector('[role="dialog"]') as Element);

    await userEvent.click(club);
    await userEvent.click(family);
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await picker.findByText('Circles saved.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('PUT', '/api/lists/l-1')[0]?.body).toEqual({ circleIds: ['c-2'] });
    expect(club).toBeChecked();
    expect(family).not.toBeChecked();
    expect(save).toBeDisabled();
  });

  it('a list whose answer names no circles: what it is shared into comes from the circles', async () => {
    // An answer from before circles, as an offline copy may still hold it.
    const { circles: _circles, ...older } = makeList();
    const api = setup(older as WishList, {
      'GET /api/circles/c-1/lists': {
        body: [
          {
            _id: 'l-1',
            name: 'Birthday',
            owner: { _id: OWNER.id, name: OWNER.name },
            eventDate: null,
            sharedAt: '2026-02-01T00:00:00.000Z',
          },
        ],
      },
      'GET /api/circles/c-2/lists': { body: [] },
    });
    const dialog = await openShare();
    expect(await dialog.findByRole('checkbox', { name: 'Family' })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Book club' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save circles' }));
    await dialog.findByText('Circles saved.');
    // Family stays: nothing was unshared behind the owner's back.
    expect(api.callsTo('PUT', '/api/lists/l-1')[0]?.body).toEqual({ circleIds: ['c-1', 'c-2'] });
  });

  it('ticked and not saved: closing asks first', async () => {
    setup(makeList({ circles: [] } as Partial<Shared>));
    const dialog = await openShare();
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Family' }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).toBeVisible();
  });

  it('a 403 signs out, as the spec says of any 403 (NOT_CIRCLE_MEMBER)', async () => {
    setup(makeList({ circles: [] } as Partial<Shared>), {
      [PUT]: {
        status: 403,
        body: {
          message: 'You can only share a list into circles you are in',
          code: 'NOT_CIRCLE_MEMBER',
        },
      },
    });
    const dialog = await openShare();
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Family' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save circles' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('in no circle: says so and links to Circles', async () => {
    setup(makeList(), { 'GET /api/circles': { body: [] } });
    const dialog = await openShare();
    expect(await dialog.findByText(/You are in no circle yet\./)).toBeVisible();
    expect(dialog.getByRole('link', { name: 'Create a circle' })).toHaveAttribute(
      'href',
      '/circles',
    );
  });

  it('a server without circles (404): the dialog is as it was', async () => {
    const api = setup(makeList(), {
      'GET /api/circles': { status: 404, body: { message: 'Not found' } },
    });
    const dialog = await openShare();
    await waitFor(() => expect(api.callsTo('GET', '/api/circles')).toHaveLength(1));
    await waitFor(() => expect(dialog.queryByText('Loading your circles…')).toBeNull());
    expect(dialog.queryByRole('form', { name: 'Share into your circles' })).toBeNull();
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(dialog.getByLabelText('Email addresses')).toBeVisible();
  });

  it('in German', async () => {
    setup(makeList({ circles: [] } as Partial<Shared>));
    await setLanguage('de');
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Teilen' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('form', { name: 'In deine Kreise teilen' })).toBeVisible();
    expect(await dialog.findByRole('checkbox', { name: 'Family' })).toHaveAccessibleDescription(
      '2 Mitglieder',
    );
    expect(dialog.getByRole('button', { name: 'Kreise speichern' })).toBeDisabled();
  });
});
