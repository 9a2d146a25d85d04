import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Draw } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import { bea, family, frank, gran, makeDraw, olivia } from '../../../test/draws';
import { mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

/** Olivia administers the circle; in `notHers` she does not take part. */
const notHers = makeDraw({
  admin: true,
  participants: [frank, gran, bea].map((person) => ({ ...person, seen: false })),
  exclusions: [
    [frank._id, bea._id],
    [bea._id, frank._id],
    [gran._id, frank._id],
  ],
});
const looked = (draw: Draw, ...who: string[]): Draw => ({
  ...draw,
  runAt: '2026-11-01T10:00:00.000Z',
  runs: draw.runs + 1,
  participants: draw.participants.map((person) => ({ ...person, seen: who.includes(person._id) })),
});

function setup(draw: Draw, extra: Parameters<typeof mockApi>[0] = {}) {
  signInAs(OWNER);
  return mockApi({ 'GET /api/draws/d-1': { body: draw }, ...extra });
}

async function adminPart() {
  renderApp('/draws/d-1');
  return within(await screen.findByRole('region', { name: 'Manage the draw' }));
}

describe("the draw page's admin part (D1-D3)", () => {
  it('an admin who does not take part sees who takes part and the pairs kept apart, nothing else', async () => {
    const api = setup(notHers);
    const admin = await adminPart();
    expect(admin.getByRole('heading', { name: 'Taking part (3)' })).toBeVisible();
    expect(admin.getByText('Frank Friend and Bea never draw each other')).toBeVisible();
    expect(admin.getByText('Gran never draws Frank Friend')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'The draw has not been run yet' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
    // Her read of the messages would be a 403, and a 403 signs out.
    expect(api.callsTo('GET', '/api/draws/d-1/messages')).toHaveLength(0);
    await expectNoAxeViolationsInBothThemes();
  });

  it('after the run: a tick for each who has looked, never a pair', async () => {
    setup(looked(notHers, frank._id, bea._id));
    const admin = await adminPart();
    expect(admin.getByRole('heading', { name: 'Who has looked (2 of 3)' })).toBeVisible();
    const rows = admin.getAllByRole('listitem').slice(0, 3);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Frank Friend✓Looked',
      'GranNot yet',
      'Bea✓Looked',
    ]);
    expect(admin.getByText(/^Last drawn Nov 1, 2026 · drawn once$/)).toBeVisible();
    expect(screen.queryByText(/You drew/)).toBeNull();
    expect(admin.getByRole('button', { name: 'Run again' })).toBeVisible();
    await expectNoAxeViolationsInBothThemes();
  });

  it('someone has left the circle since the run: the admin is told to run it again', async () => {
    setup({ ...looked(notHers), rerunAdvised: true });
    const admin = await adminPart();
    expect(
      admin.getByText(
        'Someone has left the circle since this draw: run it again so that everyone gives to someone still in it.',
      ),
    ).toBeVisible();
    expect(admin.getByRole('button', { name: 'Run again' })).toBeVisible();
    await expectNoAxeViolationsInBothThemes();
  });

  it('runs the draw after asking; Cancel runs nothing', async () => {
    const api = setup(notHers, {
      'POST /api/draws/d-1/run': { body: looked(notHers) },
    });
    const admin = await adminPart();
    const run = admin.getByRole('button', { name: 'Run the draw' });
    await userEvent.click(run);
    let asking = await screen.findByRole('alertdialog', { name: 'Run the draw?' });
    await userEvent.click(within(asking).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/api/draws/d-1/run')).toHaveLength(0);
    await waitFor(() => expect(run).toHaveFocus());

    await userEvent.click(run);
    asking = await screen.findByRole('alertdialog', { name: 'Run the draw?' });
    expect(asking).toHaveTextContent('told by e-mail');
    await userEvent.click(within(asking).getByRole('button', { name: 'Run the draw' }));
    expect(await admin.findByRole('status')).toHaveTextContent(
      'Drawn. Everyone taking part has been e-mailed.',
    );
    expect(api.callsTo('POST', '/api/draws/d-1/run')).toHaveLength(1);
    const again = admin.getByRole('button', { name: 'Run again' });
    await waitFor(() => expect(again).toHaveFocus());
    expect(admin.getByRole('heading', { name: 'Who has looked (0 of 3)' })).toBeVisible();
  });

  it('running again warns that the pairs and their messages go', async () => {
    setup(looked(notHers, frank._id));
    const admin = await adminPart();
    await userEvent.click(admin.getByRole('button', { name: 'Run again' }));
    const asking = await screen.findByRole('alertdialog', { name: 'Run the draw again?' });
    expect(asking).toHaveTextContent(
      'Everyone is told by e-mail and given someone new. The current pairs and all their messages are gone for good.',
    );
  });

  it("an impossible draw: the server's words in place, and the session kept", async () => {
    const why = 'No valid draw: Frank Friend, Bea can only give to Gran, too few for them all';
    const api = setup(notHers, {
      'POST /api/draws/d-1/run': { status: 409, body: { message: why, code: 'no_valid_draw' } },
    });
    const { router } = renderApp('/draws/d-1');
    const admin = within(await screen.findByRole('region', { name: 'Manage the draw' }));
    await userEvent.click(admin.getByRole('button', { name: 'Run the draw' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Run the draw' }),
    );
    expect(await admin.findByRole('alert')).toHaveTextContent(why);
    expect(router.state.location.pathname).toBe('/draws/d-1');
    expect(admin.getByRole('button', { name: 'Run the draw' })).toBeEnabled();
    expect(api.callsTo('POST', '/api/draws/d-1/run')).toHaveLength(1);
  });

  it('deletes after asking, then goes back to the circles and says so', async () => {
    const api = setup(notHers, {
      'DELETE /api/draws/d-1': { body: { message: 'Draw deleted' } },
      'GET /api/circles': { body: [family] },
      'GET /api/circles/c-1/lists': { body: [] },
      'GET /api/circles/c-1/draws': { body: [] },
    });
    const { router } = renderApp('/draws/d-1');
    const admin = within(await screen.findByRole('region', { name: 'Manage the draw' }));
    await userEvent.click(admin.getByRole('button', { name: 'Delete draw' }));
    const asking = await screen.findByRole('alertdialog', { name: 'Delete this draw?' });
    expect(asking).toHaveTextContent('“Christmas 2026” is deleted for everyone');
    await userEvent.click(within(asking).getByRole('button', { name: 'Delete draw' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/circles'));
    expect(await screen.findByText('Draw deleted')).toBeVisible();
    expect(api.callsTo('DELETE', '/api/draws/d-1')).toHaveLength(1);
    // Nothing asks for the deleted draw again (a 404).
    expect(api.callsTo('GET', '/api/draws/d-1')).toHaveLength(1);
  });

  it('an admin who takes part sees whom they drew beside the admin part', async () => {
    const hers = looked(makeDraw({ admin: true, recipient: { ...bea, lists: [] } }), olivia._id);
    setup(hers, { 'GET /api/draws/d-1/messages': { body: [] } });
    const admin = await adminPart();
    expect(screen.getByRole('heading', { name: 'You drew Bea' })).toBeVisible();
    expect(admin.getByRole('heading', { name: 'Who has looked (1 of 4)' })).toBeVisible();
    expect(admin.getByText(/you see only your own/)).toBeVisible();
  });
});
