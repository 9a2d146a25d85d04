import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Circle, CircleMember, WishList } from '@wishlist/core';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import { FRIEND, makeList, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const olivia = { _id: OWNER.id, name: OWNER.name };
const frank = { _id: FRIEND.id, name: FRIEND.name };
const gran = { _id: 'u-gran', name: 'Gran' };
const member = (who: { _id: string; name: string }, managed = false): CircleMember => ({
  ...who,
  role: who._id === OWNER.id ? 'admin' : 'member',
  managed,
  ...(managed ? { managers: [olivia] } : {}),
});
const circle = (id: string, name: string, people: CircleMember[]): Circle => ({
  _id: id,
  name,
  members: people,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const FAMILY = circle('c-1', 'Family', [
  member(olivia),
  member(frank),
  member({ _id: 'u-emma', name: 'Emma' }, true),
]);
const CLUB = circle('c-2', 'Book club', [member(olivia), member(frank), member(gran)]);

function setup(who: typeof OWNER, list: WishList, extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs(who);
  return mockApi({
    'GET /api/lists/l-1': { body: list },
    'GET /api/circles': { body: [FAMILY, CLUB] },
    'PUT /api/lists/l-1': (call) => {
      const ids = (call.body as { coOwnerIds: string[] }).coOwnerIds;
      return { body: { ...list, coOwners: [frank, gran].filter((p) => ids.includes(p._id)) } };
    },
    ...extra,
  });
}

async function openShare(button = 'Share') {
  renderApp('/lists/l-1');
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: 'Share this list' }));
}

describe("co-owners in a list's Share dialog (C5, C6)", () => {
  it('the owner ticks people of their circles and saves the whole set', async () => {
    const api = setup(OWNER, makeList({ coOwners: [frank] }));
    const dialog = await openShare();
    const form = within(await dialog.findByRole('form', { name: 'Co-owners' }));
    // Everyone with an account in their circles, once each, by name: not Emma, not themselves.
    expect(form.getAllByRole('checkbox').map((box) => box.getAttribute('id') && box)).toHaveLength(
      2,
    );
    const frankBox = form.getByRole('checkbox', { name: FRIEND.name });
    const granBox = form.getByRole('checkbox', { name: 'Gran' });
    expect(frankBox).toBeChecked();
    expect(granBox).not.toBeChecked();
    const save = form.getByRole('button', { name: 'Save co-owners' });
    expect(save).toBeDisabled();
    await expectNoAxeViolationsInBothThemes(screen.getByRole('dialog'));

    await userEvent.click(granBox);
    await userEvent.click(frankBox);
    await userEvent.click(save);
    expect(await form.findByText('Co-owners saved.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('PUT', '/api/lists/l-1')[0]?.body).toEqual({ coOwnerIds: ['u-gran'] });
    expect(granBox).toBeChecked();
    expect(frankBox).not.toBeChecked();
    expect(save).toBeDisabled();
  });

  it('no more than five; ticked and not saved, closing asks first', async () => {
    const many = Array.from({ length: 6 }, (_, n) => ({ _id: `u-${n}`, name: `Person ${n}` }));
    setup(OWNER, makeList({ coOwners: many.slice(0, 4) }), {
      'GET /api/circles': {
        body: [circle('c-3', 'Big', [member(olivia), ...many.map((p) => member(p))])],
      },
    });
    const form = within(await (await openShare()).findByRole('form', { name: 'Co-owners' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Person 4' }));
    expect(form.getByRole('checkbox', { name: 'Person 5' })).toBeDisabled();
    expect(form.getByRole('checkbox', { name: 'Person 4' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).toBeVisible();
  });

  it('a co-owner no longer in a circle with the owner is named apart, and the next save drops them', async () => {
    const gone = { _id: 'u-gone', name: 'Old Friend' };
    const api = setup(OWNER, makeList({ coOwners: [frank, gone] }));
    const form = within(await (await openShare()).findByRole('form', { name: 'Co-owners' }));
    expect(
      form.getByText('No longer in a circle with you, so saving takes them off: Old Friend.'),
    ).toBeVisible();
    expect(form.queryByRole('checkbox', { name: 'Old Friend' })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Save co-owners' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/lists/l-1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/lists/l-1')[0]?.body).toEqual({ coOwnerIds: [FRIEND.id] });
  });

  it('an answer without coOwners offers no choice, so none is ever sent', async () => {
    const { coOwners: _none, ...older } = makeList({ circles: [] });
    const api = setup(OWNER, older as WishList);
    const dialog = await openShare();
    await dialog.findByRole('checkbox', { name: 'Family' });
    expect(dialog.queryByRole('form', { name: 'Co-owners' })).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Family' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save circles' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/lists/l-1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/lists/l-1')[0]?.body).toEqual({ circleIds: ['c-1'] });
  });

  it('a co-owner reads who co-owns the list, and cannot change it', async () => {
    setup(FRIEND, makeList({ coOwners: [frank, gran] }));
    const dialog = await openShare();
    const part = within(await dialog.findByRole('region', { name: 'Co-owners' }));
    expect(
      part.getByText(
        `${OWNER.name} owns this list; you and Gran co-own it. Only ${OWNER.name} can change who co-owns it.`,
      ),
    ).toBeVisible();
    expect(part.queryByRole('checkbox')).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Save co-owners' })).toBeNull();
  });

  it('a manager of a child’s list is told it has none', async () => {
    const emma = { _id: 'u-emma', name: 'Emma' };
    setup(OWNER, {
      ...makeList({ userId: emma }),
      owner: { ...emma, managed: true },
      managers: [olivia],
    });
    const dialog = await openShare();
    expect(
      await dialog.findByText(
        'Lists of Emma have no co-owners: everyone who manages Emma edits them.',
      ),
    ).toBeVisible();
    expect(dialog.queryByRole('form', { name: 'Co-owners' })).toBeNull();
  });

  it('on a phone, the More menu opens the Share dialog', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 640px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    setup(OWNER, makeList({ coOwners: [] }));
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'More list actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Share…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share this list' }));
    expect(await dialog.findByRole('form', { name: 'Co-owners' })).toBeVisible();
  });

  it('in German and French', async () => {
    setup(OWNER, makeList({ coOwners: [frank] }));
    await setLanguage('de');
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Teilen' }));
    const dialog = within(await screen.findByRole('dialog'));
    const form = within(await dialog.findByRole('form', { name: 'Mitinhaber' }));
    expect(form.getByRole('button', { name: 'Mitinhaber speichern' })).toBeDisabled();
    // A new language remounts the page: the dialog opens again.
    await act(() => setLanguage('fr'));
    await userEvent.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(await screen.findByRole('form', { name: 'Copropriétaires' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enregistrer les copropriétaires' })).toBeDisabled();
  });
});
