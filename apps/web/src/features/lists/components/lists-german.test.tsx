import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const noStats = { 'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } } };

/** A surprise list whose event is still to come, priced in euros. */
const surpriseList = makeList({
  name: 'Geburtstag',
  currency: 'EUR',
  invitationCount: 2,
  surprise: true,
  eventDate: '2099-12-24',
  items: [
    makeItem({ _id: 'i-1', name: 'Kopfhörer', price: 12 }),
    makeItem({ _id: 'i-2', name: 'Socken', price: null, quantity: 3 }),
  ],
});

function itemCard(name: string) {
  const card = screen.getByRole('heading', { name }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
}

/** No English text of the screen is left (the texts tests elsewhere find in English). */
function expectNoEnglish(texts: string[]) {
  for (const text of texts) expect(document.body).not.toHaveTextContent(text);
}

describe('lists in German (N5)', () => {
  it('the dashboard: headings, counts with German plurals, German dates', async () => {
    await setLanguage('de');
    signInAs(OWNER);
    mockApi({
      ...noStats,
      'GET /api/lists': {
        body: [
          makeList({
            _id: 'a',
            name: 'Geburtstag',
            invitationCount: 3,
            items: [makeItem(), makeItem({ _id: 'i-2' })],
            createdAt: '2026-03-05T10:00:00.000Z',
          }),
          makeList({ _id: 'b', name: 'Weihnachten', items: [makeItem()] }),
        ],
      },
    });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Willkommen, Olivia Owner!' }),
    ).toBeInTheDocument();
    const birthday = await screen.findByRole('link', { name: /Geburtstag/ });
    expect(birthday).toHaveTextContent('3 eingeladen');
    expect(birthday).toHaveTextContent('2 Wünsche');
    expect(birthday).toHaveTextContent('Erstellt am 5. März 2026');
    expect(birthday).toHaveTextContent('Keine Beschreibung');
    expect(screen.getByRole('link', { name: /Weihnachten/ })).toHaveTextContent('1 Wunsch');
    expect(screen.getByRole('heading', { name: 'Meine Wunschlisten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Neue Liste anlegen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Listenname' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Als Überraschung geheim halten' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liste anlegen' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Deine Statistik' });
    expect(within(stats).getByText('Wünsche insgesamt').nextSibling).toHaveTextContent('3');
    expect(screen.getByRole('option', { name: 'EUR · Euro' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'USD · US-Dollar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Meine Listen · Wishlist'));
    expectNoEnglish([
      'Welcome',
      'My wish lists',
      'Your stats',
      'Create a new list',
      'invited',
      '2 items',
      'Mar 5, 2026',
      'No description',
      'Import a list',
    ]);
  });

  it('a list page, owner view: buttons, plurals, a euro price and the event date', async () => {
    await setLanguage('de');
    signInAs(OWNER);
    mockApi({ 'GET /api/lists/l-1': { body: surpriseList } });
    renderApp('/lists/l-1');
    await screen.findByRole('heading', { name: 'Kopfhörer' });
    expect(screen.getByRole('button', { name: 'Mit 2 Personen geteilt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wunsch hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schnell hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neuen Wunsch hinzufügen' })).toBeInTheDocument();
    expect(itemCard('Kopfhörer').getByText('12,00 €')).toBeInTheDocument();
    expect(itemCard('Kopfhörer').getByText('Gewünscht')).toBeInTheDocument();
    expect(itemCard('Socken').getByText('Gewünscht: 3')).toBeInTheDocument();
    // The settings' one line, and in their dialog why there are no mark buttons.
    const summary = screen.getByRole('button', {
      name: 'Überraschungsmodus an · Anlass 24. Dez. 2099 (Listeneinstellungen)',
    });
    await userEvent.click(summary);
    const settings = within(await screen.findByRole('dialog', { name: 'Listeneinstellungen' }));
    expect(
      settings.getByText(
        'Der Überraschungsmodus ist an: Bis zum Tag nach dem Anlass (24. Dez. 2099) siehst du nicht, was Freunde als gekauft markieren.',
      ),
    ).toBeInTheDocument();
    expect(settings.getByRole('checkbox', { name: 'Überraschungsmodus' })).toBeChecked();
    expect(settings.getByRole('button', { name: 'Einstellungen speichern' })).toBeInTheDocument();
    await userEvent.click(settings.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('combobox', { name: 'Sortieren' })).toHaveDisplayValue(
      'Reihenfolge der Liste',
    );
    expect(screen.getByRole('button', { name: 'Kopfhörer bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diese Liste löschen…' })).toBeInTheDocument();
    expectNoEnglish([
      'Shared with',
      'Add item',
      'Quick Add',
      'Surprise mode',
      'Event date',
      '€12.00',
      'Wants',
      'Delete this list',
      'List order',
    ]);
  });

  it('a list page, a friend’s view: who owns it, the mark button and the event’s day', async () => {
    await setLanguage('de');
    signInAs(FRIEND);
    mockApi({ 'GET /api/lists/l-1': { body: surpriseList } });
    renderApp('/lists/l-1');
    await screen.findByRole('heading', { name: 'Kopfhörer' });
    expect(screen.getByText('Eine Wunschliste von Olivia Owner')).toBeInTheDocument();
    expect(screen.getByText('Datum des Anlasses: 24. Dez. 2099')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Diese Liste ist eine Überraschung: Bis zum Tag nach dem Anlass (24. Dez. 2099) sieht Olivia Owner nicht, was du als gekauft markierst.',
      ),
    ).toBeInTheDocument();
    expect(
      itemCard('Kopfhörer').getByRole('button', { name: 'Als gekauft markieren: Kopfhörer' }),
    ).toHaveTextContent('Als gekauft markieren');
    expect(itemCard('Socken').getByText('0 von 3 gekauft')).toBeInTheDocument();
    expectNoEnglish(['A wish list by', 'Mark as bought', 'bought', 'Event date: Dec 24']);
  });
});
