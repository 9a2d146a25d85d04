import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Circle, CircleMember } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import {
  expectFieldError,
  FRIEND,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const olivia = { _id: OWNER.id, name: OWNER.name };
const frank = { _id: FRIEND.id, name: FRIEND.name };
const person = (who: { _id: string; name: string }, role: 'admin' | 'member'): CircleMember => ({
  ...who,
  role,
  managed: false,
});
const child = (
  _id: string,
  name: string,
  managers: { _id: string; name: string }[],
): CircleMember => ({ _id, name, role: 'member', managed: true, managers });

const gran = person({ _id: 'u-gran', name: 'Gran' }, 'member');
const emma = child('u-emma', 'Emma', [olivia]);
const leo = child('u-leo', 'Leo', [frank]);
const family = (...more: CircleMember[]): Circle => ({
  _id: 'c-1',
  name: 'Family',
  members: [person(olivia, 'admin'), person(frank, 'member'), gran, ...more],
  createdAt: '2026-01-01T00:00:00.000Z',
});

function setup(who: typeof OWNER, circle: Circle, extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs(who);
  return mockApi({
    'GET /api/circles': { body: [circle] },
    'GET /api/circles/c-1/lists': { body: [] },
    ...extra,
  });
}

async function open() {
  renderApp('/circles');
  return within(await screen.findByRole('region', { name: 'Family' }));
}

const row = (circle: ReturnType<typeof within>, name: string) =>
  within(circle.getByText(name, { selector: '.circle-member-name' }).closest('li') as HTMLElement);

describe('managed members on the Circles page (C4, C6)', () => {
  it('an admin adds a child by name (the profile’s rules): shown as managed, by them', async () => {
    let circles = [family()];
    const api = setup(OWNER, family(), {
      'GET /api/circles': () => ({ body: circles }),
      'POST /api/circles/c-1/managed': (call) => {
        const name = (call.body as { name: string }).name;
        circles = [family(child('u-new', name, [olivia]))];
        return { status: 201, body: circles[0] };
      },
    });
    const circle = await open();
    const add = within(
      circle.getByRole('region', { name: 'Add a child or someone without e-mail' }),
    );
    const name = add.getByLabelText('Name');
    expect(name).toHaveAccessibleDescription(
      'They never sign in: you keep their lists, and can add other managers later.',
    );
    await userEvent.type(name, ' E ');
    await userEvent.click(add.getByRole('button', { name: 'Add' }));
    expectFieldError(name, 'Name must be at least 2 characters long');
    expect(name).toHaveFocus();
    expect(api.callsTo('POST', '/api/circles/c-1/managed')).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, '  Emma  {Enter}');
    expect(await add.findByRole('status')).toHaveTextContent('Emma is now in the circle.');
    expect(api.callsTo('POST', '/api/circles/c-1/managed')[0]?.body).toEqual({ name: 'Emma' });
    expect(name).toHaveValue('');
    const emmaRow = row(circle, 'Emma');
    expect(emmaRow.getByText('Managed')).toBeVisible();
    expect(emmaRow.getByText('Managed by you')).toBeVisible();
    await expectNoAxeViolationsInBothThemes();
  });

  it('a member who is no admin cannot add one', async () => {
    setup(FRIEND, family(emma));
    const circle = await open();
    expect(
      circle.queryByRole('region', { name: 'Add a child or someone without e-mail' }),
    ).toBeNull();
    // Nor change a child they do not manage.
    expect(row(circle, 'Emma').queryByRole('button')).toBeNull();
    expect(row(circle, 'Emma').getByText(`Managed by ${OWNER.name}`)).toBeVisible();
  });

  it('a manager renames and names who manages: only what changed is sent, never nobody', async () => {
    const api = setup(OWNER, family(emma), {
      'PUT /api/managed/u-emma': (call) => ({
        body: {
          _id: 'u-emma',
          name: 'Emma',
          managed: true,
          managers: [],
          ...(call.body as object),
        },
      }),
    });
    const circle = await open();
    const edit = () => row(circle, 'Emma').getByRole('button', { name: 'Edit Emma' });
    await userEvent.click(edit());
    let form = within(circle.getByRole('form', { name: 'Edit Emma' }));
    expect(form.getByLabelText('Name')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(edit()).toHaveFocus());

    await userEvent.click(edit());
    form = within(circle.getByRole('form', { name: 'Edit Emma' }));
    const managers = within(form.getByRole('group', { name: 'Who manages Emma' }));
    // The circle's people with an account; not Emma herself.
    expect(managers.getAllByRole('checkbox')).toHaveLength(3);
    const me = managers.getByRole('checkbox', { name: `${OWNER.name} (you)` });
    expect(me).toBeChecked();
    await userEvent.click(me);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Choose at least one person to manage them',
    );
    expect(api.callsTo('PUT', '/api/managed/u-emma')).toHaveLength(0);

    await userEvent.click(managers.getByRole('checkbox', { name: FRIEND.name }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/managed/u-emma')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/managed/u-emma')[0]?.body).toEqual({ managerIds: [FRIEND.id] });

    await waitFor(() => expect(edit()).toHaveFocus());
    await userEvent.click(edit());
    const name = circle.getByLabelText('Name', { selector: '.managed-editor input' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Emma Rose{Enter}');
    await waitFor(() => expect(api.callsTo('PUT', '/api/managed/u-emma')).toHaveLength(2));
    expect(api.callsTo('PUT', '/api/managed/u-emma')[1]?.body).toEqual({ name: 'Emma Rose' });
  });

  it('keeps a manager from another circle unless unticked', async () => {
    const aunt = { _id: 'u-aunt', name: 'Aunt May' };
    const api = setup(OWNER, family(child('u-emma', 'Emma', [olivia, aunt])), {
      'PUT /api/managed/u-emma': {
        body: { _id: 'u-emma', name: 'Emma', managed: true, managers: [] },
      },
    });
    const circle = await open();
    expect(row(circle, 'Emma').getByText(`Managed by you and Aunt May`)).toBeVisible();
    await userEvent.click(row(circle, 'Emma').getByRole('button', { name: 'Edit Emma' }));
    const managers = within(circle.getByRole('group', { name: 'Who manages Emma' }));
    const may = managers.getByRole('checkbox', { name: 'Aunt May' });
    expect(may).toBeChecked();
    expect(may).toHaveAccessibleDescription('Manages Emma from another circle');
    await userEvent.click(managers.getByRole('checkbox', { name: 'Gran' }));
    await userEvent.click(circle.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/managed/u-emma')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/managed/u-emma')[0]?.body).toEqual({
      managerIds: [OWNER.id, 'u-gran', 'u-aunt'],
    });
  });

  it('an admin who does not manage a child may edit them, not delete them nor make lists', async () => {
    setup(OWNER, family(leo));
    const leoRow = row(await open(), 'Leo');
    expect(leoRow.getByRole('button', { name: 'Edit Leo' })).toBeVisible();
    expect(leoRow.queryByRole('button', { name: 'Delete Leo' })).toBeNull();
    expect(leoRow.queryByRole('button', { name: 'New list for Leo' })).toBeNull();
  });

  it('a manager makes a list for the child with the dashboard’s form; it opens', async () => {
    const made = makeList({
      _id: 'l-leo',
      name: 'Leo turns 5',
      userId: { _id: 'u-leo', name: 'Leo' },
      owner: { _id: 'u-leo', name: 'Leo', managed: true },
      managers: [frank],
    });
    const api = setup(FRIEND, family(leo), {
      'POST /api/lists': { status: 201, body: made },
      'GET /api/lists/l-leo': { body: made },
    });
    const circle = await open();
    expect(row(circle, 'Leo').getByText('Managed by you')).toBeVisible();
    await userEvent.click(row(circle, 'Leo').getByRole('button', { name: 'New list for Leo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New list for Leo' }));
    const name = dialog.getByLabelText('List name');
    await waitFor(() => expect(name).toHaveFocus());
    await expectNoAxeViolationsInBothThemes(screen.getByRole('dialog'));
    // Its managers see the claims whatever the mode: no surprise to choose.
    expect(dialog.queryByRole('checkbox', { name: 'Keep it a surprise' })).toBeNull();
    await userEvent.type(name, '  Leo turns 5 ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leo turns 5' })).toBeVisible();
    expect(api.callsTo('POST', '/api/lists')[0]?.body).toMatchObject({
      name: 'Leo turns 5',
      isPublic: false,
      ownerId: 'u-leo',
    });
    expect(screen.getByText('Leo’s list · you manage it')).toBeVisible();
  });

  it('a manager deletes a child after confirming', async () => {
    let circles = [family(emma)];
    const api = setup(OWNER, family(emma), {
      'GET /api/circles': () => ({ body: circles }),
      'DELETE /api/managed/u-emma': () => {
        circles = [family()];
        return { body: { message: 'Deleted' } };
      },
    });
    const circle = await open();
    const remove = () => row(circle, 'Emma').getByRole('button', { name: 'Delete Emma' });
    await userEvent.click(remove());
    let ask = within(await screen.findByRole('alertdialog', { name: 'Delete Emma?' }));
    expect(
      ask.getByText(
        'Emma and all of Emma’s lists will be deleted for good, in every circle. This cannot be undone.',
      ),
    ).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/managed/u-emma')).toHaveLength(0);
    await userEvent.click(remove());
    ask = within(await screen.findByRole('alertdialog', { name: 'Delete Emma?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(circle.queryByText('Emma')).toBeNull());
    expect(api.callsTo('DELETE', '/api/managed/u-emma')).toHaveLength(1);
    expect(circle.getByRole('heading', { name: 'Members (3)' })).toHaveFocus();
  });

  it('in German and French', async () => {
    setup(OWNER, family(emma));
    await setLanguage('de');
    let circle = await open();
    expect(row(circle, 'Emma').getByText('Verwaltet von dir')).toBeVisible();
    expect(row(circle, 'Emma').getByRole('button', { name: 'Neue Liste für Emma' })).toBeVisible();
    expect(
      circle.getByRole('heading', { name: 'Ein Kind oder jemanden ohne E-Mail hinzufügen' }),
    ).toBeVisible();
    await act(() => setLanguage('fr'));
    circle = within(await screen.findByRole('region', { name: 'Family' }));
    expect(row(circle, 'Emma').getByText('Gestion : vous')).toBeVisible();
    expect(row(circle, 'Emma').getByText('Membre géré')).toBeVisible();
    expect(row(circle, 'Emma').getByRole('button', { name: 'Supprimer Emma' })).toBeVisible();
  });
});
