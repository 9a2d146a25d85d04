import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Draw, DrawMessage } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import { bea, gran, makeDraw } from '../../../test/draws';
import { FRIEND, mockApi, renderApp, signInAs } from '../../../test/test-utils';

/** Frank's view of a run draw: he drew Gran. */
const ran = makeDraw({
  runAt: '2026-11-01T10:00:00.000Z',
  runs: 1,
  recipient: {
    ...gran,
    lists: [{ _id: 'l-7', name: 'Gran’s wishes', eventDate: '2026-12-24' }],
  },
});
const message = (overrides: Partial<DrawMessage>): DrawMessage => ({
  _id: 'm-1',
  thread: 'recipient',
  mine: true,
  text: 'Do you like wool?',
  at: '2026-11-02',
  ...overrides,
});

function setup(
  draw: Draw,
  messages: DrawMessage[] = [],
  extra: Parameters<typeof mockApi>[0] = {},
) {
  signInAs(FRIEND);
  return mockApi({
    'GET /api/draws/d-1': { body: draw },
    'GET /api/draws/d-1/messages': { body: messages },
    ...extra,
  });
}

describe('the draw page for a participant (D2, D3)', () => {
  it('before the run: a waiting state, no messages asked for, no admin part', async () => {
    const api = setup(makeDraw());
    renderApp('/draws/d-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Christmas 2026' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'The draw has not been run yet' })).toBeVisible();
    expect(screen.getByText('Not drawn yet')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Christmas 2026 · Wishlist'));
    expect(screen.queryByRole('region', { name: 'Manage the draw' })).toBeNull();
    expect(api.callsTo('GET', '/api/draws/d-1/messages')).toHaveLength(0);
    await expectNoAxeViolationsInBothThemes();
  });

  it('after the run: whom they drew, their lists, the budget and the exchange day; no other name', async () => {
    setup(ran);
    renderApp('/draws/d-1');
    const drew = await screen.findByRole('region', { name: 'You drew Gran' });
    expect(within(drew).getByRole('heading', { level: 2 })).toHaveTextContent('You drew Gran');
    expect(within(drew).getByRole('link', { name: 'Gran’s wishes' })).toHaveAttribute(
      'href',
      '/lists/l-7',
    );
    expect(drew).toHaveTextContent('Event Dec 24, 2026');
    expect(screen.getByText('Budget €30.00')).toBeVisible();
    expect(screen.getByText('Exchange Dec 24, 2026')).toBeVisible();
    // The other participants are the admins' to see: none is named to a participant.
    for (const other of [bea.name, 'Olivia Owner'])
      expect(screen.queryByText(new RegExp(other))).toBeNull();
    expect(await screen.findAllByText('No messages yet.')).toHaveLength(2);
    await expectNoAxeViolationsInBothThemes();
  });

  it('a recipient who has left the circle since the run: says so, and what can be done', async () => {
    setup({ ...ran, recipient: { ...gran, lists: [], left: true } });
    renderApp('/draws/d-1');
    const drew = await screen.findByRole('region', { name: 'You drew Gran' });
    expect(
      within(drew).getByText(
        'Gran has left the circle since the draw. An admin can run it again so that you give to someone still in it.',
      ),
    ).toBeVisible();
    await expectNoAxeViolationsInBothThemes();
  });

  it('a recipient with no list shared in the circle: says so', async () => {
    setup({ ...ran, recipient: { ...gran, lists: [] } });
    renderApp('/draws/d-1');
    expect(
      await screen.findByText(
        'Gran has not shared a list in the circle yet. Ask them below what they would like.',
      ),
    ).toBeVisible();
  });

  it('shows the two conversations: with whom they drew by name, with their Santa never named', async () => {
    setup(ran, [
      message({ _id: 'm-1', thread: 'recipient', mine: true, text: 'Do you like wool?' }),
      message({ _id: 'm-2', thread: 'recipient', mine: false, text: 'Yes, blue please' }),
      message({
        _id: 'm-3',
        thread: 'santa',
        mine: false,
        text: 'Books or games?',
        at: '2026-11-03',
      }),
      message({ _id: 'm-4', thread: 'santa', mine: true, text: 'Books!', at: '2026-11-04' }),
    ]);
    renderApp('/draws/d-1');
    const withGran = within(
      await screen.findByRole('region', { name: 'With Gran, whom you drew' }),
    );
    const said = await withGran.findAllByRole('listitem');
    expect(said.map((item) => item.textContent)).toEqual([
      'You · Nov 2, 2026Do you like wool?',
      'Gran · Nov 2, 2026Yes, blue please',
    ]);
    const withSanta = within(screen.getByRole('region', { name: 'With your Secret Santa' }));
    expect(withSanta.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your Secret Santa · Nov 3, 2026Books or games?',
      'You · Nov 4, 2026Books!',
    ]);
    await expectNoAxeViolationsInBothThemes();
  });

  it('asks whom they drew, and answers their Santa: each to its own conversation', async () => {
    let sent = 0;
    const api = setup(ran, [], {
      'POST /api/draws/d-1/messages': (call) => {
        sent += 1;
        const body = call.body as { to: DrawMessage['thread']; text: string };
        return {
          status: 201,
          body: message({ _id: `m-${sent}`, thread: body.to, mine: true, text: body.text }),
        };
      },
    });
    renderApp('/draws/d-1');
    const withGran = within(
      await screen.findByRole('region', { name: 'With Gran, whom you drew' }),
    );
    const ask = withGran.getByLabelText('Ask Gran something');
    await userEvent.click(withGran.getByRole('button', { name: 'Send' }));
    expect(ask).toHaveAccessibleDescription('Write a message first');
    expect(api.callsTo('POST', '/api/draws/d-1/messages')).toHaveLength(0);

    await userEvent.type(ask, '  What size are you?  ');
    await userEvent.click(withGran.getByRole('button', { name: 'Send' }));
    expect(await withGran.findByText('What size are you?')).toBeVisible();
    expect(withGran.getByRole('status')).toHaveTextContent('Message sent.');
    expect(ask).toHaveValue('');
    expect(ask).toHaveFocus();

    const withSanta = within(screen.getByRole('region', { name: 'With your Secret Santa' }));
    await userEvent.type(withSanta.getByLabelText('Write to your Secret Santa'), 'Size M');
    await userEvent.click(withSanta.getByRole('button', { name: 'Send' }));
    expect(await withSanta.findByText('Size M')).toBeVisible();
    expect(withGran.queryByText('Size M')).toBeNull();
    expect(api.callsTo('POST', '/api/draws/d-1/messages').map((call) => call.body)).toEqual([
      { to: 'recipient', text: 'What size are you?' },
      { to: 'santa', text: 'Size M' },
    ]);
  });

  it("a refused message says the server's reason in its conversation", async () => {
    setup(ran, [], {
      'POST /api/draws/d-1/messages': {
        status: 409,
        body: { message: 'The draw has not been run yet', code: 'not_run' },
      },
    });
    renderApp('/draws/d-1');
    const withSanta = within(await screen.findByRole('region', { name: 'With your Secret Santa' }));
    await userEvent.type(withSanta.getByLabelText('Write to your Secret Santa'), 'Hello');
    await userEvent.click(withSanta.getByRole('button', { name: 'Send' }));
    expect(await withSanta.findByRole('alert')).toHaveTextContent('The draw has not been run yet');
    expect(withSanta.getByLabelText('Write to your Secret Santa')).toHaveValue('Hello');
  });

  it('run again meanwhile: nothing is sent, and the page shows whom they drew now', async () => {
    let draw: Draw = ran;
    const api = setup(ran, [], { 'GET /api/draws/d-1': () => ({ body: draw }) });
    renderApp('/draws/d-1');
    const withGran = within(
      await screen.findByRole('region', { name: 'With Gran, whom you drew' }),
    );
    await userEvent.type(withGran.getByLabelText('Ask Gran something'), 'Wool or silk?');
    draw = { ...ran, runs: 2, recipient: { ...bea, lists: [] } };
    await userEvent.click(withGran.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'You drew Bea' })).toBeVisible();
    expect(api.callsTo('POST', '/api/draws/d-1/messages')).toHaveLength(0);
    const withBea = within(screen.getByRole('region', { name: 'With Bea, whom you drew' }));
    expect(withBea.getByRole('alert')).toHaveTextContent(
      'The draw was run again meanwhile, so your message was not sent',
    );
    expect(withBea.getByLabelText('Ask Bea something')).toHaveValue('Wool or silk?');
  });

  it('Refresh reads the draw and the messages again (no timer does)', async () => {
    let messages: DrawMessage[] = [];
    const api = setup(ran, [], {
      'GET /api/draws/d-1/messages': () => ({ body: messages }),
    });
    renderApp('/draws/d-1');
    const withSanta = within(await screen.findByRole('region', { name: 'With your Secret Santa' }));
    expect(await withSanta.findByText('No messages yet.')).toBeVisible();
    messages = [message({ thread: 'santa', mine: false, text: 'Any allergies?' })];
    const drawReads = api.callsTo('GET', '/api/draws/d-1').length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await withSanta.findByText('Any allergies?')).toBeVisible();
    expect(api.callsTo('GET', '/api/draws/d-1').length).toBe(drawReads + 1);
    expect(api.callsTo('GET', '/api/draws/d-1/messages')).toHaveLength(2);
  });

  it('a draw that is gone, or not theirs (404): says so, with the way back', async () => {
    signInAs(FRIEND);
    mockApi({
      'GET /api/draws/d-9': {
        status: 404,
        body: { message: 'Draw not found', code: 'DRAW_NOT_FOUND' },
      },
    });
    renderApp('/draws/d-9');
    expect(await screen.findByRole('heading', { name: 'Draw not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Circles' })).toHaveAttribute(
      'href',
      '/circles',
    );
  });

  it('signed out, the link of the e-mail goes to sign in and comes back', async () => {
    mockApi({});
    const { router } = renderApp('/draws/d-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toContain(encodeURIComponent('/draws/d-1'));
  });

  it('speaks German and French, with the words of the mails', async () => {
    setup(ran);
    await setLanguage('de');
    const { unmount } = renderApp('/draws/d-1');
    expect(await screen.findByRole('heading', { name: 'Du hast Gran gezogen' })).toBeVisible();
    expect(screen.getByText('Wichteln')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Mit deinem Wichtel' })).toBeVisible();
    unmount();
    await setLanguage('fr');
    renderApp('/draws/d-1');
    expect(await screen.findByRole('heading', { name: 'Vous avez tiré Gran' })).toBeVisible();
    expect(screen.getByText('Père Noël secret')).toBeVisible();
    expect(
      await screen.findByRole('region', { name: 'Avec votre Père Noël secret' }),
    ).toBeVisible();
  });
});
