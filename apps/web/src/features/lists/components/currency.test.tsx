import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WishList } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { listServer } from '../../../test/list-server';
import {
  FRIEND,
  makeItem,
  makeList,
  mockApi,
  OWNER,
  renderApp,
  signInAs,
} from '../../../test/test-utils';
import { currencySymbol, toCurrencyCode } from './currency';

const LIST_PATH = '/api/lists/l-1';
const CODE_PROBLEM = 'Currency must be a three-letter ISO 4217 code such as USD or EUR';

function page(user = OWNER, start: Partial<WishList> = {}) {
  signInAs(user);
  const server = listServer(makeList(start));
  const api = mockApi({
    [`GET ${LIST_PATH}`]: server.get,
    [`PUT ${LIST_PATH}`]: server.put,
  });
  renderApp('/lists/l-1');
  return { server, api };
}

describe('currency (L2)', () => {
  it('codes and the signs the price field shows', () => {
    expect(toCurrencyCode(' eur ')).toBe('EUR');
    expect(toCurrencyCode('EURO')).toBeNull();
    expect(toCurrencyCode('XYZ')).toBeNull();
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('CHF')).toBe('CHF');
  });

  it('prices show in the list’s currency, with two decimals', async () => {
    page(FRIEND, { currency: 'EUR', items: [makeItem({ price: 12 })] });
    expect(await screen.findByText('€12.00')).toBeInTheDocument();
  });

  it('the owner changes it in the list’s settings, saved with the other settings', async () => {
    const { api } = page(OWNER, { items: [makeItem({ price: 12 })] });
    await userEvent.click(await screen.findByRole('button', { name: 'More list actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'List settings…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'List settings' }));
    const currency = dialog.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('USD');
    await userEvent.selectOptions(currency, 'Other currency…');
    const code = dialog.getByRole('textbox', { name: 'Currency code' });
    await userEvent.clear(code);
    await userEvent.type(code, 'xyz');
    await userEvent.click(dialog.getByRole('button', { name: 'Save settings' }));
    expect(code).toHaveAccessibleDescription(CODE_PROBLEM);
    expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(0);
    await userEvent.clear(code);
    await userEvent.type(code, 'sek');
    await userEvent.click(dialog.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PUT', LIST_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', LIST_PATH)[0]?.body).toEqual({
      surprise: false,
      eventDate: null,
      currency: 'SEK',
    });
    expect(await screen.findByText('SEK 12.00')).toBeInTheDocument();
  });
});

describe('a new list’s currency', () => {
  it('is USD unless chosen; any ISO code can be typed', async () => {
    signInAs(OWNER);
    const api = mockApi({
      'GET /api/lists': { body: [] },
      'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
      'POST /api/lists': { status: 201, body: makeList({ _id: 'new' }) },
    });
    renderApp('/dashboard');
    await userEvent.type(await screen.findByLabelText('List name'), 'Fika');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'other');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Currency code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Currency code' }), 'SE');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    const code = screen.getByRole('textbox', { name: 'Currency code' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(CODE_PROBLEM);
    await userEvent.type(screen.getByRole('textbox', { name: 'Currency code' }), 'K');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/lists')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/lists')[0]?.body).toMatchObject({ currency: 'SEK' });
  });
});
