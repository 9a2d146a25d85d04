import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReceivedItem } from '@wishlist/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import {
  heldAnswer,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const RECEIVED = '/api/me/received';

function entry(
  list: { _id: string; name: string },
  item: { _id: string; name: string },
  more: Partial<ReceivedItem> = {},
): ReceivedItem {
  return {
    item: makeItem({ ...item, received: true }),
    list,
    receivedAt: '2026-03-02T10:00:00.000Z',
    note: null,
    thanked: false,
    givers: [],
    ...more,
  };
}

const BDAY = { _id: 'l-bday', name: 'Birthday' };
const XMAS = { _id: 'l-xmas', name: 'Christmas' };

/** Three received items: two on Birthday (one given by Anna and Ben), one on Christmas in surprise mode. */
const ENTRIES = [
  entry(
    BDAY,
    { _id: 'i-1', name: 'Headphones' },
    {
      givers: [
        { _id: 'u-anna', name: 'Anna' },
        { _id: 'u-ben', name: 'Ben' },
      ],
    },
  ),
  entry(XMAS, { _id: 'i-2', name: 'Sled' }),
  entry(BDAY, { _id: 'i-3', name: 'Mug' }, { note: 'Bought it myself', thanked: true }),
];

const LISTS = [
  makeList({ _id: 'l-bday', name: 'Birthday' }),
  makeList({ _id: 'l-xmas', name: 'Christmas', surprise: true, surpriseActive: true }),
];

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  signInAs(OWNER);
  return mockApi({
    [`GET ${RECEIVED}`]: { body: ENTRIES },
    'GET /api/lists': { body: LISTS },
    ...handlers,
  });
}

function row(name: string) {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no row for ${name}`);
  return within(item);
}

describe('the Received page (A1)', () => {
  afterEach(() => setLanguage('en'));

  it('shows the items under their lists, with givers, hidden givers and notes', async () => {
    setup();
    renderApp('/received');
    expect(await screen.findByRole('heading', { level: 1, name: 'Received' })).toBeInTheDocument();
    const birthday = await screen.findByRole('region', { name: 'Birthday' });
    const christmas = screen.getByRole('region', { name: 'Christmas' });
    // Birthday's newest item came first, so Birthday does.
    expect(
      birthday.compareDocumentPosition(christmas) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      within(birthday)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Headphones', 'Mug']);
    expect(within(birthday).getByRole('link', { name: 'Birthday' })).toHaveAttribute(
      'href',
      '/lists/l-bday',
    );
    expect(row('Headphones').getByText('From Anna and Ben')).toBeInTheDocument();
    expect(row('Headphones').getByText('Received Mar 2, 2026')).toBeInTheDocument();
    await waitFor(() =>
      expect(row('Sled').getByText('Givers hidden until the surprise is over')).toBeInTheDocument(),
    );
    expect(row('Mug')).not.toBeNull();
    expect(
      row('Mug').getByText('Got it elsewhere · Your note: Bought it myself'),
    ).toBeInTheDocument();
    expect(screen.getByText('Still to thank: 2')).toBeInTheDocument();
    expect(row('Mug').getByRole('checkbox', { name: 'Thanked for Mug' })).toBeChecked();
    await expectNoAxeViolationsInBothThemes();
  });

  it('ticks Thanked at once, says it is saving, and the count follows', async () => {
    const held = heldAnswer({ body: { thanked: true } });
    const api = setup({ [`PUT ${RECEIVED}/i-1`]: held.handler });
    renderApp('/received');
    const box = await screen.findByRole('checkbox', { name: 'Thanked for Headphones' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(box).toHaveAccessibleDescription('Saving…');
    expect(screen.getByText('Still to thank: 1')).toBeInTheDocument();
    held.release();
    await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'));
    expect(box).toBeChecked();
    expect(box).toHaveFocus();
    expect(api.callsTo('PUT', `${RECEIVED}/i-1`).map((call) => call.body)).toEqual([
      { thanked: true },
    ]);
  });

  it('puts the tick back and says so when the server refuses', async () => {
    setup({
      [`PUT ${RECEIVED}/i-3`]: { status: 500, body: { message: 'Internal Server Error' } },
    });
    renderApp('/received');
    const box = await screen.findByRole('checkbox', { name: 'Thanked for Mug' });
    await userEvent.click(box);
    expect(await row('Mug').findByRole('alert')).toHaveTextContent(
      'Could not save whether you thanked for “Mug”. Please try again.',
    );
    expect(box).toBeChecked();
    expect(screen.getByText('Still to thank: 2')).toBeInTheDocument();
  });

  it('says when nothing was received yet', async () => {
    setup({ [`GET ${RECEIVED}`]: { body: [] } });
    renderApp('/received');
    expect(await screen.findByText('Nothing received yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Lists' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText(/Still to thank/)).toBeNull();
    await expectNoAxeViolationsInBothThemes();
  });

  it('is reached from My Lists', async () => {
    setup({ 'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } } });
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('link', { name: 'Received gifts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Received' })).toBeInTheDocument();
  });

  it.each([
    ['de', 'Erhalten', /^Noch zu bedanken: 2$/, 'Von Anna und Ben', 'Bedankt für Headphones'],
    [
      'fr',
      'Reçus',
      /^Encore à remercier\s: 2$/,
      'De la part d’Anna et Ben',
      'Remercié pour Headphones',
    ],
  ] as const)('speaks %s', async (language, title, count, from, box) => {
    await setLanguage(language);
    setup();
    renderApp('/received');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(count)).toBeInTheDocument();
    expect(row('Headphones').getByText(from)).toBeInTheDocument();
    expect(row('Headphones').getByRole('checkbox', { name: box })).not.toBeChecked();
  });
});
