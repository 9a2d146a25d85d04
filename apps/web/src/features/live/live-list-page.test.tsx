import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Item, WishList } from '@wishlist/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventStreamServer, setTabVisible } from '../../test/event-streams';
import {
  FRIEND,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../test/test-utils';

const LIST = '/api/lists/l-1';
const LIST_EVENTS = `${LIST}/events`;
const ME_EVENTS = '/api/me/events';

const sue = { _id: 'u-sue', name: 'Sue', email: 'sue@example.test' };
const boughtBySue = (item: Item): Item => ({
  ...item,
  boughtBy: sue,
  claimed: 1,
  claims: [{ user: { _id: sue._id, name: sue.name }, quantity: 1, at: '2026-02-01T00:00:00Z' }],
});

function card(name: string) {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
}

/** A list the test changes "elsewhere", as another person's browser would. */
function changingList(start: WishList) {
  let list = start;
  return {
    reply: () => ({ body: list }),
    change(next: (current: WishList) => WishList) {
      list = next(list);
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('live updates (N1): the list page', () => {
  it("opens one stream with the bearer token and shows another person's claim without a reload", async () => {
    signInAs(FRIEND, 'friend-token');
    const list = changingList(makeList({ items: [makeItem({ name: 'Kite' })] }));
    const streams = eventStreamServer();
    const api = mockApi({ [`GET ${LIST}`]: list.reply, [`GET ${LIST_EVENTS}`]: streams.handler });
    renderApp('/lists/l-1');
    await screen.findByRole('heading', { name: 'Kite' });
    await waitFor(() => expect(streams.open).toHaveLength(1));
    expect(streams.connections[0]?.call.headers).toMatchObject({
      Accept: 'text/event-stream',
      Authorization: 'Bearer friend-token',
    });
    // Connected: read once more, for whatever changed before the stream was there.
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(2));

    list.change((current) => ({ ...current, items: current.items.map(boughtBySue) }));
    streams.changed('l-1', 7);
    expect(await card('Kite').findByText('Bought by Sue')).toBeInTheDocument();
    expect(api.callsTo('GET', LIST)).toHaveLength(3);
    expect(api.callsTo('GET', LIST_EVENTS)).toHaveLength(1);
    expect(api.callsTo('GET', ME_EVENTS)).toHaveLength(0);
  });

  it('starts its stream only once the browser is idle, after the page has shown', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    signInAs(FRIEND);
    const streams = eventStreamServer();
    const api = mockApi({
      [`GET ${LIST}`]: { body: makeList({ items: [makeItem({ name: 'Kite' })] }) },
      [`GET ${LIST_EVENTS}`]: streams.handler,
    });
    renderApp('/lists/l-1');
    await screen.findByRole('heading', { name: 'Kite' });
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(api.callsTo('GET', LIST_EVENTS)).toHaveLength(0);
    idle[0]?.();
    await waitFor(() => expect(streams.open).toHaveLength(1));
  });

  it('reads once for a burst of changes', async () => {
    signInAs(FRIEND);
    const list = changingList(makeList({ items: [makeItem({ name: 'Kite' })] }));
    const streams = eventStreamServer();
    const api = mockApi({ [`GET ${LIST}`]: list.reply, [`GET ${LIST_EVENTS}`]: streams.handler });
    renderApp('/lists/l-1');
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(2));
    for (let revision = 2; revision < 6; revision += 1) streams.changed('l-1', revision);
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('GET', LIST)).toHaveLength(3);
  });

  it('after the server ends the stream, reconnects by itself and shows what changed meanwhile', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    signInAs(FRIEND);
    const list = changingList(makeList({ items: [makeItem({ name: 'Kite' })] }));
    const streams = eventStreamServer();
    mockApi({ [`GET ${LIST}`]: list.reply, [`GET ${LIST_EVENTS}`]: streams.handler });
    renderApp('/lists/l-1');
    await waitFor(() => expect(streams.open).toHaveLength(1));
    // A restart: the stream ends, and a claim is made before the server is back.
    streams.connections[0]?.end();
    list.change((current) => ({ ...current, items: current.items.map(boughtBySue) }));
    await waitFor(() => expect(streams.connections).toHaveLength(2), { timeout: 3000 });
    expect(await card('Kite').findByText('Bought by Sue')).toBeInTheDocument();
    expect(streams.open).toHaveLength(1);
  });

  it('keeps trying while the server is away (5xx), then reads again', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    signInAs(FRIEND);
    const list = changingList(makeList({ items: [makeItem({ name: 'Kite' })] }));
    const streams = eventStreamServer();
    mockApi({ [`GET ${LIST}`]: list.reply, [`GET ${LIST_EVENTS}`]: streams.handler });
    renderApp('/lists/l-1');
    await waitFor(() => expect(streams.open).toHaveLength(1));
    streams.refuseNext(502, 'Bad gateway');
    streams.connections[0]?.end();
    list.change((current) => ({ ...current, name: 'Kites and more' }));
    // 1 s, then 2 s later: the refused try, then the one that opens.
    await waitFor(() => expect(streams.connections).toHaveLength(2), { timeout: 6000 });
    expect(await screen.findByRole('heading', { name: 'Kites and more' })).toBeInTheDocument();
  });

  it('stops on 404 (the list is gone or no longer shared) and the page shows its usual error', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    signInAs(FRIEND);
    let gone = false;
    const streams = eventStreamServer();
    const api = mockApi({
      [`GET ${LIST}`]: () =>
        gone
          ? { status: 404, body: { message: 'List not found', code: 'NOT_FOUND' } }
          : { body: makeList({ items: [makeItem({ name: 'Kite' })] }) },
      [`GET ${LIST_EVENTS}`]: streams.handler,
    });
    renderApp('/lists/l-1');
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(2));
    gone = true;
    streams.refuseNext(404, 'List not found');
    streams.connections[0]?.end();
    expect(
      await screen.findByRole('heading', { name: 'Wish list not found' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const tries = api.callsTo('GET', LIST_EVENTS).length;
    expect(tries).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.callsTo('GET', LIST_EVENTS)).toHaveLength(tries);
  });

  it('holds no stream while the tab is hidden; shown again, it reconnects and reads again', async () => {
    signInAs(FRIEND);
    const list = changingList(makeList({ items: [makeItem({ name: 'Kite' })] }));
    const streams = eventStreamServer();
    const api = mockApi({ [`GET ${LIST}`]: list.reply, [`GET ${LIST_EVENTS}`]: streams.handler });
    renderApp('/lists/l-1');
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(2));
    setTabVisible(false);
    await waitFor(() => expect(streams.open).toHaveLength(0));
    list.change((current) => ({ ...current, items: current.items.map(boughtBySue) }));
    setTabVisible(true);
    expect(await card('Kite').findByText('Bought by Sue')).toBeInTheDocument();
    expect(streams.connections).toHaveLength(2);
    expect(streams.open).toHaveLength(1);
  });

  it('closes the stream when the page is left', async () => {
    signInAs(FRIEND);
    const streams = eventStreamServer();
    mockApi({
      [`GET ${LIST}`]: { body: makeList({ items: [makeItem({ name: 'Kite' })] }) },
      [`GET ${LIST_EVENTS}`]: streams.handler,
      'GET /api/lists/shared-lists': { body: [] },
      'GET /api/lists/invitations/pending': { body: [] },
      [`GET ${ME_EVENTS}`]: streams.handler,
    });
    renderApp('/lists/l-1');
    await waitFor(() => expect(streams.open).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: 'Friends Lists' }));
    await waitFor(() => expect(streams.open.map((open) => open.call.path)).toEqual([ME_EVENTS]));
  });

  it('an open edit dialog keeps what was typed while the list is read again', async () => {
    signInAs(OWNER);
    const list = changingList(makeList({ items: [makeItem({ name: 'Kite' })] }));
    const streams = eventStreamServer();
    const api = mockApi({ [`GET ${LIST}`]: list.reply, [`GET ${LIST_EVENTS}`]: streams.handler });
    renderApp('/lists/l-1');
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(2));
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Kite/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit item' }));
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Red kite');
    await userEvent.type(dialog.getByLabelText('Description'), 'The big one');

    list.change((current) => ({
      ...current,
      version: current.version + 1,
      items: [...current.items, makeItem({ _id: 'i-2', name: 'Yo-yo' })],
    }));
    streams.changed('l-1', 3);
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(3));
    // Behind the dialog the page shows the new item; the form is as it was typed.
    expect(await screen.findByRole('heading', { name: 'Yo-yo', hidden: true })).toBeTruthy();
    expect(dialog.getByLabelText('Name')).toHaveValue('Red kite');
    expect(dialog.getByLabelText('Description')).toHaveValue('The big one');
  });

  it('waits for a claim on its way before reading again, so the claim never flickers away', async () => {
    signInAs(FRIEND);
    const list = changingList(makeList({ items: [makeItem({ name: 'Kite' })] }));
    const streams = eventStreamServer();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = mockApi({
      [`GET ${LIST}`]: list.reply,
      [`GET ${LIST_EVENTS}`]: streams.handler,
      [`PUT ${LIST}/items/i-1/mark-bought`]: async () => {
        await answered;
        list.change((current) => ({
          ...current,
          items: current.items.map((item) => ({
            ...item,
            boughtBy: { _id: FRIEND.id, name: FRIEND.name, email: FRIEND.email },
            claimed: 1,
            claims: [
              { user: { _id: FRIEND.id, name: FRIEND.name }, quantity: 1, at: '2026-02-01' },
            ],
          })),
        }));
        return { body: list.reply().body.items[0] };
      },
    });
    renderApp('/lists/l-1');
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as bought: Kite' }));
    expect(card('Kite').getByText('Bought by you')).toBeInTheDocument();
    streams.changed('l-1', 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('GET', LIST)).toHaveLength(2);
    expect(card('Kite').getByText('Bought by you')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(3));
    expect(card('Kite').getByText('Bought by you')).toBeInTheDocument();
  });
});
