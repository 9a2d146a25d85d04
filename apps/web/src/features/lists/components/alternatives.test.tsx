import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Item } from '@wishlist/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import { FRIEND, makeItem, makeList, mockApi, renderApp, signInAs } from '../../../test/test-utils';

const LIST_PATH = '/api/lists/l-1';
const RED = makeItem({ _id: 'i-1', name: 'Red bike', anyOf: 'Bike' });
const BLUE = makeItem({ _id: 'i-2', name: 'Blue bike', anyOf: 'Bike' });
const CARLA = { _id: 'u-carla', name: 'Carla', email: null };
const blueBought: Item = {
  ...BLUE,
  boughtBy: CARLA,
  boughtAt: '2026-02-01T00:00:00.000Z',
  claimed: 1,
  claims: [{ user: { _id: CARLA._id, name: CARLA.name }, quantity: 1, at: '2026-02-01' }],
};

async function card(name: string) {
  const item = (await screen.findByRole('heading', { name })).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
}

/** The first read answers `items`; later ones never answer, so only a refusal can change a card. */
function listThenSilence(items: Item[]) {
  let reads = 0;
  return () => {
    reads += 1;
    return reads === 1 ? { body: makeList({ items }) } : new Promise<never>(() => {});
  };
}

describe('alternatives (A5): any one of these', () => {
  afterEach(() => setLanguage('en'));

  it('each card names its group; a covered one says so and offers no claim', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: {
        body: makeList({ items: [{ ...RED, covered: true }, blueBought] }),
      },
    });
    renderApp('/lists/l-1');
    const red = await card('Red bike');
    expect(red.getByText('Any one of: Bike')).toBeInTheDocument();
    expect((await card('Blue bike')).getByText('Any one of: Bike')).toBeInTheDocument();
    expect(red.getByText('Covered: another of these is claimed')).toBeInTheDocument();
    expect(red.queryByRole('button', { name: /Mark as bought/ })).toBeNull();
    await expectNoAxeViolationsInBothThemes();
  });

  it('a claim a stale page makes on a covered item shows the server’s sentence (409 COVERED)', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: listThenSilence([RED, BLUE]),
      [`PUT ${LIST_PATH}/items/i-1/mark-bought`]: {
        status: 409,
        body: {
          code: 'COVERED',
          message: 'Another of these alternatives is already claimed.',
          item: { ...RED, covered: true },
        },
      },
    });
    renderApp('/lists/l-1');
    await userEvent.click(
      (await card('Red bike')).getByRole('button', { name: 'Mark as bought: Red bike' }),
    );
    const red = await card('Red bike');
    expect(await red.findByRole('alert')).toHaveTextContent(
      'Another of these alternatives is already claimed.',
    );
    // The refusal's item shows at once: covered, no claim offered.
    expect(red.getByText('Covered: another of these is claimed')).toBeInTheDocument();
    expect(red.queryByRole('button', { name: /Mark as bought/ })).toBeNull();
    expect(screen.queryByText('Failed to mark item as bought')).toBeNull();
  });

  it('a claim on what became a group gift shows the server’s sentence (409 GROUP_GIFT)', async () => {
    signInAs(FRIEND);
    mockApi({
      [`GET ${LIST_PATH}`]: listThenSilence([makeItem({ name: 'Bike' })]),
      [`PUT ${LIST_PATH}/items/i-1/mark-bought`]: {
        status: 409,
        body: { code: 'GROUP_GIFT', message: 'This is a group gift: chip in instead.' },
      },
    });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as bought: Bike' }));
    expect(await (await card('Bike')).findByRole('alert')).toHaveTextContent(
      'This is a group gift: chip in instead.',
    );
  });

  it.each([
    ['de', 'Eins davon: Bike', 'Abgedeckt: Ein anderer davon ist schon vergeben'],
    // Text matching folds the no-break space before a French colon into a space.
    ['fr', 'Un seul parmi : Bike', 'Couvert : un autre de ceux-ci est déjà pris'],
  ] as const)('in %s too', async (language, group, covered) => {
    await setLanguage(language);
    signInAs(FRIEND);
    mockApi({ [`GET ${LIST_PATH}`]: { body: makeList({ items: [{ ...RED, covered: true }] }) } });
    renderApp('/lists/l-1');
    const red = await card('Red bike');
    expect(red.getByText(group)).toBeInTheDocument();
    expect(red.getByText(covered)).toBeInTheDocument();
  });
});
