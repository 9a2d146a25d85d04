import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ItemNote, WishList } from '@wishlist/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import { eventStreamServer } from '../../../test/event-streams';
import {
  type Call,
  FRIEND,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';
const NOTES = `${LIST_PATH}/items/i-1/notes`;
const ITEMS = [makeItem({ _id: 'i-1', name: 'Kite' }), makeItem({ _id: 'i-2', name: 'Lamp' })];
const ANNS: ItemNote = {
  _id: 'n-1',
  author: { _id: 'u-ann', name: 'Ann' },
  text: 'I can get the blue one',
  createdAt: '2026-03-05T10:00:00.000Z',
};

/** The notes the server keeps for Kite: a POST adds one written by the caller. */
function notesServer(start: ItemNote[]) {
  const notes = [...start];
  return {
    notes,
    get: () => ({ body: notes }),
    post: (call: Call) => {
      const note: ItemNote = {
        _id: `n-${notes.length + 1}`,
        author: { _id: FRIEND.id, name: FRIEND.name },
        text: (call.body as { text: string }).text,
        createdAt: '2026-03-06T10:00:00.000Z',
      };
      notes.push(note);
      return { status: 201, body: note };
    },
  };
}

async function card(name: string) {
  const item = (await screen.findByRole('heading', { name })).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
}

describe('givers’ notes (A2) on the list page', () => {
  afterEach(() => setLanguage('en'));

  it('reads none as the page loads; opening one reads that item’s, with author and day', async () => {
    signInAs(FRIEND);
    const server = notesServer([ANNS]);
    const api = mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: ITEMS }) },
      [`GET ${NOTES}`]: server.get,
    });
    renderApp('/lists/l-1');
    const kite = await card('Kite');
    const toggle = kite.getByRole('button', { name: 'Notes: Kite' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.calls.filter((call) => call.path.endsWith('/notes'))).toHaveLength(0);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const thread = within(await screen.findByRole('region', { name: 'Notes on Kite' }));
    expect(await thread.findByText('I can get the blue one')).toBeInTheDocument();
    expect(thread.getByText('Ann')).toBeInTheDocument();
    expect(thread.getByText('Mar 5, 2026')).toHaveAttribute('datetime', ANNS.createdAt);
    expect(kite.getByRole('button', { name: 'Notes (1): Kite' })).toBe(toggle);
    // Only the opened item's notes were read.
    expect(
      api.calls.filter((call) => call.path.endsWith('/notes')).map((call) => call.path),
    ).toEqual([NOTES]);
    await expectNoAxeViolationsInBothThemes();

    // Closed again, the count read stays.
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Notes (1)');
    expect(screen.queryByText('I can get the blue one')).toBeNull();
  });

  it('a note sent shows in the thread and the box empties', async () => {
    signInAs(FRIEND);
    const server = notesServer([]);
    const api = mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: ITEMS }) },
      [`GET ${NOTES}`]: server.get,
      [`POST ${NOTES}`]: server.post,
    });
    renderApp('/lists/l-1');
    await userEvent.click((await card('Kite')).getByRole('button', { name: 'Notes: Kite' }));
    const thread = within(await screen.findByRole('region', { name: 'Notes on Kite' }));
    expect(await thread.findByText('No notes yet.')).toBeInTheDocument();
    const box = thread.getByLabelText('Write a note only givers see');
    await userEvent.click(thread.getByRole('button', { name: 'Send' }));
    expect(box).toHaveAccessibleDescription('Write something first.');
    expect(api.callsTo('POST', NOTES)).toHaveLength(0);

    await userEvent.type(box, '  I will split it with Bo  ');
    await userEvent.click(thread.getByRole('button', { name: 'Send' }));
    expect(await thread.findByText('I will split it with Bo')).toBeInTheDocument();
    expect(api.callsTo('POST', NOTES)[0]?.body).toEqual({ text: 'I will split it with Bo' });
    expect(thread.getByText('You')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('an open thread shows another giver’s note live, with no reload', async () => {
    signInAs(FRIEND);
    const server = notesServer([]);
    const streams = eventStreamServer();
    const api = mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: ITEMS }) },
      [`GET ${LIST_PATH}/events`]: streams.handler,
      [`GET ${NOTES}`]: server.get,
    });
    renderApp('/lists/l-1');
    await userEvent.click((await card('Kite')).getByRole('button', { name: 'Notes: Kite' }));
    const thread = within(await screen.findByRole('region', { name: 'Notes on Kite' }));
    expect(await thread.findByText('No notes yet.')).toBeInTheDocument();
    await waitFor(() => expect(streams.open).toHaveLength(1));
    // Connected: the page reads again what it shows (the open thread too), before any change.
    await waitFor(() => expect(api.callsTo('GET', NOTES)).toHaveLength(2));
    expect(thread.getByText('No notes yet.')).toBeInTheDocument();

    server.notes.push(ANNS);
    streams.changed('l-1', 2);
    expect(await thread.findByText('I can get the blue one')).toBeInTheDocument();
    expect(
      (await card('Kite')).getByRole('button', { name: 'Notes (1): Kite' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['the owner', makeList({ items: ITEMS })],
    [
      'a co-owner',
      makeList({
        items: ITEMS,
        userId: { _id: 'u-x', name: 'X' },
        coOwners: [{ _id: OWNER.id, name: OWNER.name }],
      }),
    ],
  ])('%s is never shown notes, nor are they read', async (_who, list) => {
    signInAs(OWNER);
    const api = mockApi({
      [`GET ${LIST_PATH}`]: { body: list },
      [`GET ${NOTES}`]: { body: [ANNS] },
    });
    renderApp('/lists/l-1');
    await card('Kite');
    expect(screen.queryByRole('button', { name: /Notes/ })).toBeNull();
    expect(screen.queryByLabelText('Write a note only givers see')).toBeNull();
    expect(api.calls.filter((call) => call.path.endsWith('/notes'))).toHaveLength(0);
  });

  it("a child's manager reads the notes, as the givers they are (A2), beside their owner tools", async () => {
    signInAs(OWNER);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({
          items: ITEMS,
          userId: { _id: 'u-kid', name: 'Kid' },
          owner: { _id: 'u-kid', name: 'Kid', managed: true },
          managers: [{ _id: OWNER.id, name: OWNER.name }],
        } as Partial<WishList>),
      },
      [`GET ${NOTES}`]: { body: [ANNS] },
    });
    renderApp('/lists/l-1');
    const kite = await card('Kite');
    expect(kite.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
    await userEvent.click(kite.getByRole('button', { name: 'Notes: Kite' }));
    const thread = within(await screen.findByRole('region', { name: 'Notes on Kite' }));
    expect(await thread.findByText(ANNS.text)).toBeInTheDocument();
  });

  it.each([
    ['de', 'Notizen: Kite', 'Notizen zu Kite', 'Schreib eine Notiz, die nur Schenkende sehen'],
    ['fr', 'Notes\u00a0: Kite', 'Notes sur Kite', 'Écrivez une note que seuls les offrants voient'],
  ] as const)('in %s too', async (language, toggle, region, field) => {
    await setLanguage(language);
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: { body: makeList({ items: ITEMS }) },
      [`GET ${NOTES}`]: { body: [] },
    });
    renderApp('/lists/l-1');
    await userEvent.click((await card('Kite')).getByRole('button', { name: toggle }));
    const thread = within(await screen.findByRole('region', { name: region }));
    expect(thread.getByLabelText(field)).toBeInTheDocument();
  });
});
