import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { makeList, mockApi, OWNER, renderApp, signInAs } from '../../test/test-utils';
import { useUpdateList } from './api/update-list';
import { preferredCurrency } from './currency-preference';
import { LIST_CURRENCY_KEY } from './last-currency';

describe('a new list’s currency', () => {
  it('follows the browser’s region, else a language with no region, else USD', () => {
    expect(preferredCurrency(['en-US', 'en'])).toBe('USD');
    expect(preferredCurrency(['en-GB', 'en'])).toBe('GBP');
    expect(preferredCurrency(['de-DE'])).toBe('EUR');
    expect(preferredCurrency(['fr-FR'])).toBe('EUR');
    expect(preferredCurrency(['de-CH', 'de'])).toBe('CHF');
    expect(preferredCurrency(['fr', 'en-US'])).toBe('EUR');
    expect(preferredCurrency(['zh-Hant-HK'])).toBe('HKD');
    // A region whose currency the form does not offer first, then nothing else said.
    expect(preferredCurrency(['es-AR'])).toBe('USD');
    expect(preferredCurrency([])).toBe('USD');
  });

  it('follows the one last chosen on this device first', () => {
    localStorage.setItem(LIST_CURRENCY_KEY, 'SEK');
    expect(preferredCurrency(['en-GB'])).toBe('SEK');
    localStorage.setItem(LIST_CURRENCY_KEY, 'nonsense');
    expect(preferredCurrency(['en-GB'])).toBe('GBP');
  });

  it('the dashboard’s form starts from it, and a list made remembers its currency', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    signInAs(OWNER);
    const api = mockApi({
      'GET /api/lists': { body: [] },
      'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
      'POST /api/lists': { status: 201, body: makeList({ _id: 'new', currency: 'EUR' }) },
    });
    const { unmount } = renderApp('/dashboard');
    const currency = await screen.findByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('GBP');
    await userEvent.type(screen.getByLabelText('List name'), 'Fika');
    await userEvent.selectOptions(currency, 'EUR');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/lists')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/lists')[0]?.body).toMatchObject({ currency: 'EUR' });
    unmount();
    renderApp('/dashboard');
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    vi.restoreAllMocks();
  });

  it('a list switched to another currency is remembered too; other changes are not', async () => {
    signInAs(OWNER);
    mockApi({
      'PUT /api/lists/l-1': (call) => ({
        body: makeList({ ...(call.body as object) }),
      }),
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateList('l-1'), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'Renamed' }));
    expect(localStorage.getItem(LIST_CURRENCY_KEY)).toBeNull();
    await act(() => result.current.mutateAsync({ currency: 'JPY' }));
    expect(localStorage.getItem(LIST_CURRENCY_KEY)).toBe('JPY');
  });
});
