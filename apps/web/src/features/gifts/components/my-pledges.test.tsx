import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyClaim, MyPledge } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { expectNoAxeViolationsInBothThemes } from '../../../test/axe';
import { FRIEND, makeItem, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const XMAS = {
  _id: 'l-xmas',
  name: 'Christmas',
  owner: { _id: OWNER.id, name: OWNER.name },
  eventDate: '2026-12-24',
  currency: 'USD',
  visible: true,
};

/** `amount` of the caller's toward a $120 bike, with `pledged` in all. */
function bikePledge(amount: number, pledged: number): MyPledge {
  return {
    list: XMAS,
    item: makeItem({
      _id: 'i-bike',
      name: 'Bike',
      price: 120,
      groupGift: true,
      pledged,
      ...(pledged >= 120 ? { claimed: 1 } : {}),
    }),
    amount,
    at: '2026-11-01T00:00:00.000Z',
  };
}

const scarf: MyClaim = {
  list: XMAS,
  item: makeItem({ _id: 'i-scarf', name: 'Scarf', price: 20 }),
  quantity: 1,
  at: '2026-11-02T00:00:00.000Z',
};

describe('My Gifts: what one chips in toward (A3)', () => {
  it('lists each pledge under the claims, with its list, the own amount and how far it is', async () => {
    signInAs(FRIEND);
    mockApi({
      'GET /api/me/claims': { body: [scarf] },
      'GET /api/me/pledges': { body: [bikePledge(30, 75)] },
    });
    renderApp('/my-gifts');
    const pledges = await screen.findByRole('region', { name: 'Chipping in' });
    const claims = screen.getByRole('region', { name: 'Christmas' });
    expect(claims.compareDocumentPosition(pledges) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(pledges).getByRole('heading', { level: 3, name: 'Bike' })).toBeInTheDocument();
    expect(within(pledges).getByRole('link', { name: 'Christmas' })).toHaveAttribute(
      'href',
      '/lists/l-xmas',
    );
    expect(pledges).toHaveTextContent('For Olivia Owner');
    expect(pledges).toHaveTextContent('Your pledge: $30.00');
    expect(pledges).toHaveTextContent('$75.00 of $120.00 pledged');
    expect(within(pledges).queryByText('Funded')).toBeNull();
    // The page says what it holds: what one marked, and what one chips in toward.
    expect(
      screen.getByText(
        "What you've marked as bought or chip in toward on friends' lists, soonest event first.",
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolationsInBothThemes();
  });

  it('with pledges and no claim, shows the pledges, not the empty page; funded says so', async () => {
    signInAs(FRIEND);
    mockApi({
      'GET /api/me/claims': { body: [] },
      'GET /api/me/pledges': { body: [bikePledge(50, 120)] },
    });
    renderApp('/my-gifts');
    const pledges = await screen.findByRole('region', { name: 'Chipping in' });
    expect(within(pledges).getByText('Funded')).toBeInTheDocument();
    expect(screen.queryByText('No gifts yet')).toBeNull();
  });

  it('with neither, shows the empty page once both have answered', async () => {
    signInAs(FRIEND);
    mockApi({ 'GET /api/me/claims': { body: [] }, 'GET /api/me/pledges': { body: [] } });
    renderApp('/my-gifts');
    expect(await screen.findByText('No gifts yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chipping in' })).toBeNull();
  });

  it('Withdraw takes the pledge back, and its row leaves', async () => {
    signInAs(FRIEND);
    // The server's answers before and after the withdrawal.
    let pledged = [bikePledge(30, 75)];
    const api = mockApi({
      'GET /api/me/claims': { body: [scarf] },
      'GET /api/me/pledges': () => ({ body: pledged }),
      'DELETE /api/lists/l-xmas/items/i-bike/pledges': () => {
        pledged = [];
        return { body: makeItem({ _id: 'i-bike' }) };
      },
    });
    renderApp('/my-gifts');
    await screen.findByRole('region', { name: 'Chipping in' });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw your pledge: Bike' }));
    expect(await screen.findByText('You withdrew your pledge toward “Bike”.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/lists/l-xmas/items/i-bike/pledges')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Chipping in' })).toBeNull());
  });

  it('on a list out of sight: says so, no link, no sum; Withdraw still there', async () => {
    signInAs(FRIEND);
    const lost = bikePledge(30, 30);
    mockApi({
      'GET /api/me/claims': { body: [] },
      'GET /api/me/pledges': { body: [{ ...lost, list: { ...lost.list, visible: false } }] },
    });
    renderApp('/my-gifts');
    const pledges = await screen.findByRole('region', { name: 'Chipping in' });
    expect(pledges).toHaveTextContent(
      "You can no longer see this list. If you won't chip in after all, withdraw your pledge so that the others know.",
    );
    expect(within(pledges).queryByRole('link')).toBeNull();
    expect(pledges).toHaveTextContent('Your pledge: $30.00');
    expect(pledges).not.toHaveTextContent('pledged');
    expect(
      within(pledges).getByRole('button', { name: 'Withdraw your pledge: Bike' }),
    ).toBeEnabled();
    await expectNoAxeViolationsInBothThemes();
  });

  it('says it in German', async () => {
    signInAs(FRIEND);
    await setLanguage('de');
    mockApi({
      'GET /api/me/claims': { body: [] },
      'GET /api/me/pledges': { body: [bikePledge(30, 75)] },
    });
    renderApp('/my-gifts');
    const pledges = await screen.findByRole('region', { name: 'Gemeinschaftsgeschenke' });
    await waitFor(() => expect(pledges).toHaveTextContent('Dein Beitrag: 30,00 $'));
    expect(pledges).toHaveTextContent('75,00 $ von 120,00 $ zugesagt');
    await setLanguage('en');
  });
});
