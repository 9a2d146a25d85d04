import { screen, within } from '@testing-library/react';
import type { WishList } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import {
  FRIEND,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';

const me = { _id: OWNER.id, name: OWNER.name };
const frank = { _id: FRIEND.id, name: FRIEND.name };
const emma = { _id: 'u-emma', name: 'Emma' };

const own = makeList({ _id: 'a', name: 'Birthday' });
/** Frank's list, which he made Olivia a co-owner of (C5). */
const coOwned = makeList({ _id: 'b', name: 'Garden', userId: frank, coOwners: [me] });
/** A list of Emma, a child Olivia keeps (C4). */
const managed: WishList = {
  ...makeList({ _id: 'c', name: 'Emma wishes', userId: emma }),
  owner: { ...emma, managed: true },
  managers: [me],
};
/** Olivia's own list, shared with Frank as a co-owner. */
const sharedOwn = makeList({ _id: 'd', name: 'Holiday', coOwners: [frank] });

function dashboard() {
  signInAs(OWNER);
  mockApi({
    'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
    'GET /api/lists': { body: [own, coOwned, managed, sharedOwn] },
  });
  renderApp('/dashboard');
}

const card = (name: RegExp) => {
  const link = screen.getByRole('link', { name });
  return { link, card: within(link.closest('li') as HTMLElement) };
};

describe('My Lists: lists one co-owns or manages (C4, C5)', () => {
  it('say whose they are, and offer Delete only where the server allows it', async () => {
    dashboard();
    await screen.findByRole('link', { name: /Garden/ });
    const garden = card(/Garden/);
    expect(garden.link).toHaveTextContent('Co-owned with Frank Friend');
    expect(garden.card.queryByRole('button', { name: /^Delete/ })).toBeNull();
    const emmas = card(/Emma wishes/);
    expect(emmas.link).toHaveTextContent('Emma’s list · you manage it');
    expect(emmas.card.getByRole('button', { name: 'Delete Emma wishes…' })).toBeVisible();
    const holiday = card(/Holiday/);
    expect(holiday.link).toHaveTextContent('Co-owned with Frank Friend');
    expect(holiday.card.getByRole('button', { name: 'Delete Holiday…' })).toBeVisible();
    const birthday = card(/Birthday/);
    expect(birthday.link).not.toHaveTextContent(/Co-owned|manage/);
    expect(birthday.card.getByRole('button', { name: 'Delete Birthday…' })).toBeVisible();
    await expectNoAxeViolationsInBothThemes();
  });

  it('in German and French', async () => {
    await setLanguage('de');
    dashboard();
    expect(await screen.findByRole('link', { name: /Garden/ })).toHaveTextContent(
      'Gemeinsame Liste mit Frank Friend',
    );
    expect(card(/Emma wishes/).link).toHaveTextContent('Liste von Emma · du verwaltest sie');
    await setLanguage('fr');
    expect(await screen.findByText('Liste d’Emma · vous la gérez')).toBeVisible();
    expect(card(/Garden/).link).toHaveTextContent('Liste commune avec Frank Friend');
  });
});

describe('a list one co-owns or manages, on its page', () => {
  const bought = makeItem({
    _id: 'i-kite',
    name: 'Kite',
    boughtBy: { _id: 'u-sue', name: 'Sue', email: null },
    boughtAt: '2026-01-02T00:00:00.000Z',
  });

  it('a co-owner edits it but is not offered its deletion; surprise mode hides claims from them', async () => {
    signInAs(OWNER);
    mockApi({
      'GET /api/lists/b': {
        body: { ...coOwned, surprise: true, surpriseActive: true, items: [makeItem()] },
      },
    });
    renderApp('/lists/b');
    expect(await screen.findByRole('button', { name: 'Edit list name' })).toBeVisible();
    expect(screen.getByText('Co-owned with Frank Friend')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Headphones' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Mark as bought/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete this list…' })).toBeNull();
    expect(screen.queryByText('A wish list by Frank Friend')).toBeNull();
  });

  it('a manager edits and may delete a child’s list, and sees its claims in surprise mode', async () => {
    signInAs(OWNER);
    mockApi({
      'GET /api/lists/c': {
        body: { ...managed, surprise: true, surpriseActive: true, items: [bought, makeItem()] },
      },
    });
    renderApp('/lists/c');
    expect(await screen.findByRole('button', { name: 'Edit list name' })).toBeVisible();
    expect(screen.getByText('Emma’s list · you manage it')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete this list…' })).toBeVisible();
    expect(screen.getByText('Bought by Sue')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unmark: Kite' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark as bought: Headphones' })).toBeVisible();
  });
});
