import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyClaim } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { FRIEND, makeItem, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const CLAIMS = '/api/me/claims';

function gift(
  list: { id: string; name: string; eventDate: string | null; currency: string },
  item: Partial<MyClaim['item']>,
  quantity = 1,
): MyClaim {
  return {
    list: {
      _id: list.id,
      name: list.name,
      owner: { _id: OWNER.id, name: OWNER.name },
      eventDate: list.eventDate,
      currency: list.currency,
      visible: true,
    },
    item: makeItem(item),
    quantity,
    at: '2026-02-01T00:00:00.000Z',
  };
}

const XMAS = { id: 'l-xmas', name: 'Christmas', eventDate: '2026-12-24', currency: 'USD' };
const BDAY = { id: 'l-bday', name: 'Birthday', eventDate: null, currency: 'EUR' };
/** Prices as Intl writes them, no-break space and all. */
const exactly = { normalizer: (text: string) => text };

describe('My Gifts in German (N5)', () => {
  it('says everything in German, with German dates and prices', async () => {
    signInAs(FRIEND);
    await setLanguage('de');
    mockApi({
      [`GET ${CLAIMS}`]: {
        body: [
          gift(XMAS, { _id: 'i-1', name: 'Scarf', price: 20, affiliateLink: 'https://s.example/' }),
          gift(XMAS, { _id: 'i-2', name: 'Plates', price: null, quantity: 4 }, 2),
          gift(BDAY, { _id: 'i-3', name: 'Book', price: 1234.5 }),
        ],
      },
      'PUT /api/lists/l-xmas/items/i-1/unmark-bought': { body: makeItem({ _id: 'i-1' }) },
    });
    renderApp('/my-gifts');
    const xmas = await screen.findByRole('region', { name: 'Christmas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Geschenke' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Meine Geschenke · Wishlist'));
    expect(xmas).toHaveTextContent('Für Olivia Owner');
    expect(xmas).toHaveTextContent('Anlass am 24. Dez. 2026');
    expect(within(xmas).getByText('20,00\u00a0$', exactly)).toBeInTheDocument();
    expect(within(xmas).getByText('Du schenkst 2')).toBeInTheDocument();
    const buy = within(xmas).getByRole('link', { name: 'Scarf kaufen (öffnet in neuem Tab)' });
    expect(buy).toHaveTextContent('Kaufen');
    const bday = screen.getByRole('region', { name: 'Birthday' });
    expect(bday).toHaveTextContent('Kein Datum des Anlasses');
    expect(within(bday).getByText('1.234,50\u00a0€', exactly)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(nav).getByRole('link', { name: 'Meine Geschenke' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const english of [
      'My Gifts',
      'Buy',
      'Unmark',
      'Unmark mine',
      /^Event /,
      'No event date',
      /For /,
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }

    // The list page's words: one item is unmarked, a share of several is "mine".
    expect(
      within(xmas).getByRole('button', { name: 'Meine Markierung aufheben: Plates' }),
    ).toHaveTextContent('Meine Markierung aufheben');
    await userEvent.click(screen.getByRole('button', { name: 'Markierung aufheben: Scarf' }));
    const toasts = screen.getByRole('region', { name: 'Benachrichtigungen' });
    expect(
      await within(toasts).findByText('Du hast die Markierung von „Scarf“ aufgehoben.'),
    ).toBeInTheDocument();
  });

  it('the empty state is German too', async () => {
    signInAs(FRIEND);
    await setLanguage('de');
    mockApi({ [`GET ${CLAIMS}`]: { body: [] } });
    renderApp('/my-gifts');
    expect(await screen.findByText('Noch keine Geschenke')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu den Listen von Freunden' })).toHaveAttribute(
      'href',
      '/shared-lists',
    );
    expect(screen.queryByText('No gifts yet')).toBeNull();
    expect(screen.queryByText(/mark something as bought/)).toBeNull();
  });
});
