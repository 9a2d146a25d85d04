import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeList, mockApi, OWNER, renderApp, signInAs } from '../test/test-utils';

/**
 * A failed load keeps the spec's text and offers Retry beside it, which asks again; the page
 * then shows what it loads.
 */
describe('Retry after a failed load', () => {
  const list = makeList({ name: 'Birthday' });
  // The server fails until `up`: 503 with no message (retried once by the query, then shown).
  function server(path: string, body: unknown) {
    let up = false;
    const api = mockApi({
      [`GET ${path}`]: () => (up ? { body } : { status: 503 }),
      'GET /api/lists/invitations/pending': { body: [] },
    });
    return { api, bringUp: () => (up = true) };
  }

  it.each([
    ['/dashboard', '/api/lists', [list], 'Unable to load your wish lists. Please try again.'],
    ['/shared-lists', '/api/lists/shared-lists', [list], 'Failed to load shared lists'],
    ['/my-gifts', '/api/me/claims', [], 'Failed to load your gifts'],
  ])('%s: the failure, then Retry loads it', async (page, path, body, failure) => {
    signInAs(OWNER);
    const { api, bringUp } = server(path, body);
    renderApp(page);
    expect(await screen.findByRole('alert')).toHaveTextContent(failure);
    expect(screen.getByRole('alert').textContent).toBe(failure);
    const asked = api.callsTo('GET', path).length;
    bringUp();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(api.callsTo('GET', path).length).toBe(asked + 1);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("the list page: 'Wish list not found', 'Failed to load wish list', then Retry", async () => {
    signInAs(OWNER);
    const { bringUp } = server('/api/lists/l-1', makeList({ name: 'Birthday' }));
    renderApp('/lists/l-1');
    expect(await screen.findByRole('heading', { name: 'Wish list not found' })).toBeVisible();
    expect(screen.getByText('Failed to load wish list')).toBeVisible();
    bringUp();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Birthday', level: 1 })).toBeVisible();
  });
});
