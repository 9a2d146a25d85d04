import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Item, WishList } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import {
  FRIEND,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';
const KITE = makeItem({ _id: 'i-1', name: 'Kite' });
const MINE: Item = {
  ...KITE,
  boughtBy: { _id: FRIEND.id, name: FRIEND.name, email: FRIEND.email },
  boughtAt: '2026-02-01T00:00:00.000Z',
  claimed: 1,
  claims: [{ user: { _id: FRIEND.id, name: FRIEND.name }, quantity: 1, at: '2026-02-01' }],
};

/** A friend on Olivia's list with one item, Kite, which they mark as bought. */
function friendPage(settings: Partial<WishList>) {
  signInAs(FRIEND);
  mockApi({
    [`GET ${LIST_PATH}`]: { body: makeList({ ...settings, items: [KITE] }) },
    [`PUT ${LIST_PATH}/items/i-1/mark-bought`]: { body: MINE },
  });
  renderApp('/lists/l-1');
}

async function markKite(button = 'Mark as bought: Kite') {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const card = screen.getByRole('heading', { name: 'Kite' }).closest('li');
  if (!card) throw new Error('no card');
  return within(card);
}

describe('givers are told who sees what they mark, before and after', () => {
  it('no surprise mode: the owner sees it, said in the header and then by the mark', async () => {
    friendPage({});
    expect(
      await screen.findByText('Olivia Owner can see who marks items bought.'),
    ).toBeInTheDocument();
    const card = await markKite();
    expect(await card.findByText('Bought by you')).toBeInTheDocument();
    expect(card.getByText('Olivia Owner can see that you marked it.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Marked as bought: Kite Olivia Owner can see that you marked it.',
    );
  });

  it.each([
    [
      '2999-12-24',
      "This list is a surprise: Olivia Owner won't see what you mark as bought until the day after the event (Dec 24, 2999).",
      "Olivia Owner won't see it until the day after the event (Dec 24, 2999).",
    ],
    [
      null,
      "This list is a surprise: Olivia Owner won't see what you mark as bought while surprise mode is on.",
      "Olivia Owner won't see it while surprise mode is on.",
    ],
  ])(
    'surprise mode, event date %s: the owner will not see it until then',
    async (eventDate, before, after) => {
      friendPage({ surprise: true, eventDate });
      expect(await screen.findByText(before)).toBeInTheDocument();
      expect(screen.queryByText(/can see who marks/)).toBeNull();
      const card = await markKite();
      expect(await card.findByText(after)).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: 'Surprise mode' })).toBeNull();
    },
  );

  it('after the event the owner sees it again; the date shows', async () => {
    friendPage({ surprise: true, eventDate: '2020-12-24' });
    expect(await screen.findByText('Event date: Dec 24, 2020')).toBeInTheDocument();
    expect(screen.queryByText(/This list is a surprise/)).toBeNull();
    expect(screen.getByText('Olivia Owner can see who marks items bought.')).toBeInTheDocument();
  });

  it('an archived list takes no marks and says nothing of them; the owner is told nothing', async () => {
    friendPage({ archived: true });
    expect(await screen.findByText('This list is archived')).toBeInTheDocument();
    expect(screen.queryByText(/can see who marks/)).toBeNull();

    signInAs(OWNER);
    mockApi({ [`GET ${LIST_PATH}`]: { body: makeList({ items: [MINE] }) } });
    renderApp('/lists/l-1');
    expect(await screen.findByText(`Bought by ${FRIEND.name}`)).toBeInTheDocument();
    expect(screen.queryByText(/can see/)).toBeNull();
  });

  it.each([
    [
      'de',
      'Als gekauft markieren: Kite',
      'Olivia Owner sieht, wer Wünsche als gekauft markiert.',
      'Olivia Owner sieht deine Markierung.',
    ],
    [
      'fr',
      'Marquer comme acheté\u00a0: Kite',
      'Olivia Owner voit qui marque les articles comme achetés.',
      'Olivia Owner voit que vous l’avez marqué.',
    ],
  ] as const)('in %s too', async (language, button, before, after) => {
    await setLanguage(language);
    friendPage({});
    expect(await screen.findByText(before)).toBeInTheDocument();
    const card = await markKite(button);
    expect(await card.findByText(after)).toBeInTheDocument();
  });
});

describe("on a managed member's list (C4) givers are told that its managers see the marks", () => {
  // Emma is a child without an account: her list is kept by two managers, who see every mark.
  const emma = {
    userId: { _id: 'u-emma', name: 'Emma', email: '' },
    owner: { _id: 'u-emma', name: 'Emma', managed: true as const },
    managers: [
      { _id: 'u-olivia', name: 'Olivia' },
      { _id: 'u-tom', name: 'Tom' },
    ],
  };

  it.each([
    [
      'en',
      'Mark as bought: Kite',
      'Olivia, who keeps this list for Emma, can see who marks items bought.',
      'Olivia, who keeps this list for Emma, can see that you marked it.',
    ],
    [
      'de',
      'Als gekauft markieren: Kite',
      'Olivia führt diese Liste für Emma und sieht, wer Wünsche als gekauft markiert.',
      'Olivia führt diese Liste für Emma und sieht deine Markierung.',
    ],
    [
      'fr',
      'Marquer comme acheté\u00a0: Kite',
      'Olivia, qui tient cette liste pour Emma, voit qui marque les articles comme achetés.',
      'Olivia, qui tient cette liste pour Emma, voit que vous l’avez marqué.',
    ],
  ] as const)(
    'one manager, in %s: said in the singular',
    async (language, button, before, after) => {
      await setLanguage(language);
      friendPage({ ...emma, managers: [emma.managers[0]!] });
      expect(await screen.findByText(before)).toBeInTheDocument();
      const card = await markKite(button);
      expect(await card.findByText(after)).toBeInTheDocument();
    },
  );

  it('no surprise mode: the managers see who marks, before and after', async () => {
    friendPage(emma);
    expect(
      await screen.findByText(
        'Olivia and Tom, who keep this list for Emma, can see who marks items bought.',
      ),
    ).toBeInTheDocument();
    const card = await markKite();
    expect(
      await card.findByText(
        'Olivia and Tom, who keep this list for Emma, can see that you marked it.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    [
      '2999-12-24',
      "This list is a surprise: Emma won't see what you mark as bought until the day after the event (Dec 24, 2999). Olivia and Tom, who keep the list, can see it now.",
      "Emma won't see it until the day after the event (Dec 24, 2999); Olivia and Tom can.",
    ],
    [
      null,
      "This list is a surprise: Emma won't see what you mark as bought while surprise mode is on. Olivia and Tom, who keep the list, can see it now.",
      "Emma won't see it while surprise mode is on; Olivia and Tom can.",
    ],
  ])(
    'surprise mode, event date %s: Emma will not see it, her managers do',
    async (eventDate, before, after) => {
      friendPage({ ...emma, surprise: true, eventDate });
      expect(await screen.findByText(before)).toBeInTheDocument();
      const card = await markKite();
      expect(await card.findByText(after)).toBeInTheDocument();
    },
  );
});
