import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Circle, DrawSummary } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import { family, makeDraw } from '../../../test/draws';
import { FRIEND, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const drawn: DrawSummary = {
  _id: 'd-1',
  name: 'Christmas 2026',
  exchangeDate: '2026-12-24',
  runAt: '2026-11-01T10:00:00.000Z',
  participating: true,
};
const elsewhere: DrawSummary = {
  _id: 'd-2',
  name: 'Cousins',
  exchangeDate: null,
  runAt: null,
  participating: false,
};

function setup(draws: DrawSummary[] | { status: number }, circle: Circle = family) {
  return mockApi({
    'GET /api/circles': { body: [circle] },
    'GET /api/circles/c-1/lists': { body: [] },
    'GET /api/circles/c-1/draws': Array.isArray(draws) ? { body: draws } : draws,
  });
}

async function drawsOfFamily() {
  renderApp('/circles');
  const circle = within(await screen.findByRole('region', { name: 'Family' }));
  return within(await circle.findByRole('region', { name: 'Secret Santa' }));
}

describe("a circle card's Secret Santa draws (D1, D2)", () => {
  it('a member sees each draw, whether it ran and whether they take part; opens only theirs', async () => {
    signInAs(FRIEND);
    setup([drawn, elsewhere]);
    const draws = await drawsOfFamily();
    const rows = await draws.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Christmas 2026DrawnYou take part · Exchange Dec 24, 2026');
    expect(within(rows[0]!).getByRole('link', { name: 'Christmas 2026' })).toHaveAttribute(
      'href',
      '/draws/d-1',
    );
    // Not taking part: its page would be a 404 to them, so it is no link.
    expect(rows[1]).toHaveTextContent('CousinsNot drawn yetYou are not taking part');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(draws.queryByRole('button', { name: /New/ })).toBeNull();
    await expectNoAxeViolationsInBothThemes();
  });

  it('an admin opens every draw of the circle, and is offered a new one when there is none', async () => {
    signInAs(OWNER);
    setup([elsewhere]);
    const draws = await drawsOfFamily();
    expect(await draws.findByRole('link', { name: 'Cousins' })).toHaveAttribute(
      'href',
      '/draws/d-2',
    );
    expect(draws.getByRole('button', { name: 'New Secret Santa draw in Family' })).toBeVisible();
  });

  it('says when the circle has no draw yet', async () => {
    signInAs(FRIEND);
    setup([]);
    const draws = await drawsOfFamily();
    expect(await draws.findByText('No Secret Santa draw in this circle yet.')).toBeVisible();
  });

  it('shows nothing when the server has no draws for the circle (404)', async () => {
    signInAs(FRIEND);
    const api = setup({ status: 404 });
    renderApp('/circles');
    await screen.findByRole('region', { name: 'Family' });
    await waitFor(() => expect(api.callsTo('GET', '/api/circles/c-1/draws')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Loading the draws…')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Secret Santa' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a new draw (D1)', () => {
  async function openForm() {
    signInAs(OWNER);
    const created = makeDraw({ admin: true });
    const api = mockApi({
      'GET /api/circles': { body: [family] },
      'GET /api/circles/c-1/lists': { body: [] },
      'GET /api/circles/c-1/draws': { body: [] },
      'POST /api/circles/c-1/draws': { status: 201, body: created },
      'GET /api/draws/d-1': { body: created },
    });
    const draws = await drawsOfFamily();
    await userEvent.click(draws.getByRole('button', { name: 'New Secret Santa draw in Family' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'New Secret Santa draw in Family' }),
    );
    return { api, dialog };
  }

  it('ticks everyone with an account; a managed member is named apart', async () => {
    const { dialog } = await openForm();
    const people = within(dialog.getByRole('group', { name: 'Who takes part (4 of 4)' }));
    for (const name of [OWNER.name, FRIEND.name, 'Gran', 'Bea'])
      expect(people.getByRole('checkbox', { name })).toBeChecked();
    expect(people.queryByRole('checkbox', { name: 'Emma' })).toBeNull();
    expect(people.getByRole('checkbox', { name: 'Gran' })).toHaveAccessibleDescription(
      'Emma cannot take part without an account of their own.',
    );
    expect(dialog.getByLabelText('Name of the draw')).toHaveFocus();
    await expectNoAxeViolationsInBothThemes();
  });

  it('sends the participants, exclusions both ways, budget, currency and date, then opens the draw', async () => {
    const { api, dialog } = await openForm();
    await userEvent.type(dialog.getByLabelText('Name of the draw'), '  Christmas 2026 ');
    const exclusions = within(dialog.getByRole('group', { name: 'Kept apart (optional)' }));
    await userEvent.selectOptions(exclusions.getByLabelText('Who'), FRIEND.name);
    await userEvent.selectOptions(exclusions.getByLabelText('Never draws'), 'Bea');
    await userEvent.click(exclusions.getByRole('checkbox', { name: /Both ways/ }));
    await userEvent.click(exclusions.getByRole('button', { name: 'Add' }));
    expect(exclusions.getByText(`${FRIEND.name} and Bea never draw each other`)).toBeVisible();
    expect(exclusions.getByLabelText('Who')).toHaveFocus();
    // One way: Gran never draws Olivia.
    await userEvent.selectOptions(exclusions.getByLabelText('Who'), 'Gran');
    await userEvent.selectOptions(exclusions.getByLabelText('Never draws'), OWNER.name);
    await userEvent.click(exclusions.getByRole('button', { name: 'Add' }));
    expect(exclusions.getByText(`Gran never draws ${OWNER.name}`)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Budget (optional)'), '25');
    await userEvent.selectOptions(dialog.getByLabelText('Currency'), 'GBP');
    await userEvent.type(dialog.getByLabelText('Exchange date (optional)'), '2026-12-24');
    await userEvent.click(dialog.getByRole('button', { name: 'Create draw' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Christmas 2026' })).toBeVisible();
    expect(api.callsTo('POST', '/api/circles/c-1/draws')[0]?.body).toEqual({
      name: 'Christmas 2026',
      participantIds: [OWNER.id, FRIEND.id, 'u-gran', 'u-bea'],
      exclusions: [
        [FRIEND.id, 'u-bea'],
        ['u-bea', FRIEND.id],
        ['u-gran', OWNER.id],
      ],
      budget: 25,
      currency: 'GBP',
      exchangeDate: '2026-12-24',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('unticking someone drops their exclusions; no budget sends neither budget nor currency', async () => {
    const { api, dialog } = await openForm();
    await userEvent.type(dialog.getByLabelText('Name of the draw'), 'Secret Santa');
    const exclusions = within(dialog.getByRole('group', { name: 'Kept apart (optional)' }));
    await userEvent.selectOptions(exclusions.getByLabelText('Who'), FRIEND.name);
    await userEvent.selectOptions(exclusions.getByLabelText('Never draws'), 'Bea');
    await userEvent.click(exclusions.getByRole('button', { name: 'Add' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Bea' }));
    expect(exclusions.queryByText(/never draws/)).toBeNull();
    // Only those taking part can be chosen.
    expect(
      within(exclusions.getByLabelText('Who')).queryByRole('option', { name: 'Bea' }),
    ).toBeNull();
    expect(dialog.getByRole('group', { name: 'Who takes part (3 of 4)' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create draw' }));
    await screen.findByRole('heading', { level: 1, name: 'Christmas 2026' });
    expect(api.callsTo('POST', '/api/circles/c-1/draws')[0]?.body).toEqual({
      name: 'Secret Santa',
      participantIds: [OWNER.id, FRIEND.id, 'u-gran'],
      exclusions: [],
    });
  });

  it('refuses an exclusion of oneself, or one already there, and says why', async () => {
    const { dialog } = await openForm();
    const exclusions = within(dialog.getByRole('group', { name: 'Kept apart (optional)' }));
    await userEvent.click(exclusions.getByRole('button', { name: 'Add' }));
    expect(exclusions.getByRole('alert')).toHaveTextContent('Choose both people');
    await userEvent.selectOptions(exclusions.getByLabelText('Who'), 'Gran');
    await userEvent.selectOptions(exclusions.getByLabelText('Never draws'), 'Gran');
    await userEvent.click(exclusions.getByRole('button', { name: 'Add' }));
    expect(exclusions.getByRole('alert')).toHaveTextContent('Choose two different people');
    await userEvent.selectOptions(exclusions.getByLabelText('Never draws'), 'Bea');
    await userEvent.click(exclusions.getByRole('button', { name: 'Add' }));
    await userEvent.selectOptions(exclusions.getByLabelText('Who'), 'Gran');
    await userEvent.selectOptions(exclusions.getByLabelText('Never draws'), 'Bea');
    await userEvent.click(exclusions.getByRole('button', { name: 'Add' }));
    expect(exclusions.getByRole('alert')).toHaveTextContent('They are already kept apart');
    await userEvent.click(exclusions.getByRole('button', { name: 'Remove: Gran never draws Bea' }));
    expect(exclusions.queryByText('Gran never draws Bea')).toBeNull();
    expect(exclusions.getByLabelText('Who')).toHaveFocus();
  });

  it('needs a name and two people, and a budget of 0 or more, before sending', async () => {
    const { api, dialog } = await openForm();
    for (const name of [OWNER.name, FRIEND.name, 'Gran'])
      await userEvent.click(dialog.getByRole('checkbox', { name }));
    await userEvent.type(dialog.getByLabelText('Budget (optional)'), '-5');
    await userEvent.click(dialog.getByRole('button', { name: 'Create draw' }));
    const name = dialog.getByLabelText('Name of the draw');
    expect(name).toHaveAccessibleDescription('Name cannot be empty');
    await waitFor(() => expect(name).toHaveFocus());
    expect(dialog.getByRole('checkbox', { name: 'Bea' })).toHaveAccessibleDescription(
      expect.stringContaining('Tick at least 2 people'),
    );
    expect(dialog.getByLabelText('Budget (optional)')).toHaveAccessibleDescription(
      'Budget must be a number, 0 or more',
    );
    expect(api.callsTo('POST', '/api/circles/c-1/draws')).toHaveLength(0);
  });

  it("shows the server's refusal in the form", async () => {
    signInAs(OWNER);
    mockApi({
      'GET /api/circles': { body: [family] },
      'GET /api/circles/c-1/lists': { body: [] },
      'GET /api/circles/c-1/draws': { body: [] },
      'POST /api/circles/c-1/draws': {
        status: 409,
        body: { message: 'A circle can hold at most 50 draws', code: 'DRAW_LIMIT' },
      },
    });
    const draws = await drawsOfFamily();
    await userEvent.click(draws.getByRole('button', { name: 'New Secret Santa draw in Family' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Name of the draw'), 'One more');
    await userEvent.click(dialog.getByRole('button', { name: 'Create draw' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'A circle can hold at most 50 draws',
    );
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
