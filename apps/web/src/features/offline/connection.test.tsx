import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeList, mockApi, OWNER, renderApp, signInAs } from '../../test/test-utils';

const noAnswer = (): never => {
  throw new TypeError('Failed to fetch');
};

/** The dashboard's other reads (its circles' lists), unanswered like the rest while it is down. */
const otherReadsUnanswered = {
  'GET /api/circles': noAnswer,
  'GET /api/lists/shared-lists': noAnswer,
};

const banner = () => screen.queryByText("Can't reach the server")?.closest('[role="status"]');

describe('the connection banner: the server unreachable while online', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a request with no answer says so, disables writes, and Retry asks again', async () => {
    signInAs(OWNER);
    let down = true;
    const api = mockApi({
      'GET /api/lists': () => (down ? noAnswer() : { body: [makeList()] }),
      'GET /healthz': () => (down ? noAnswer() : { body: { status: 'ok' } }),
    });
    renderApp('/dashboard');
    await waitFor(() => expect(banner()).toBeTruthy());
    expect(banner()).toHaveTextContent(
      "Can't reach the server What you see may be out of date, and changes cannot be saved until it answers again.",
    );
    // The dashboard's create-list form cannot send, and says why.
    await userEvent.type(screen.getByLabelText('List name'), 'Birthday');
    expect(screen.getByRole('button', { name: 'Create list' })).toBeDisabled();
    expect(
      screen.getByText('The server cannot be reached: this can be sent once it answers again.'),
    ).toBeVisible();

    const retry = within(banner()?.parentElement as HTMLElement).getByRole('button', {
      name: 'Retry',
    });
    await userEvent.click(retry);
    expect(banner()).toBeTruthy();
    down = false;
    await userEvent.click(retry);
    await waitFor(() => expect(banner()).toBeFalsy());
    // Reachable again: the page reads what it shows afresh.
    expect(await screen.findByRole('link', { name: /Birthday/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create list' })).toBeEnabled();
    expect(api.callsTo('GET', '/healthz').length).toBeGreaterThanOrEqual(2);
  });

  it('checks again by itself on a backoff, and any answer makes it reachable', async () => {
    signInAs(OWNER);
    let down = true;
    const api = mockApi({
      ...otherReadsUnanswered,
      'GET /api/lists': () => (down ? noAnswer() : { body: [] }),
      'GET /healthz': () => (down ? noAnswer() : { body: { status: 'ok' } }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/dashboard');
    await waitFor(() => expect(banner()).toBeTruthy());
    const checks = () => api.callsTo('GET', '/healthz').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_100);
    });
    expect(checks()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_800);
    });
    expect(checks()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(checks()).toBe(2);
    down = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8_100);
    });
    expect(checks()).toBe(3);
    expect(banner()).toBeFalsy();
  });

  it("the service worker's kept copy is data, but not an answer from the server", async () => {
    signInAs(OWNER);
    mockApi({
      ...otherReadsUnanswered,
      'GET /api/lists': {
        body: [makeList()],
        headers: { 'x-wishlist-kept-copy': '1' },
      },
      'GET /healthz': noAnswer,
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: /Birthday/ })).toBeVisible();
    await waitFor(() => expect(banner()).toBeTruthy());
  });

  it('offline: the offline notice, not the server banner, and writes wait too', async () => {
    signInAs(OWNER);
    mockApi({ 'GET /api/lists': noAnswer });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/dashboard');
    expect(await screen.findByText('You are offline')).toBeVisible();
    await userEvent.type(screen.getByLabelText('List name'), 'Birthday');
    expect(screen.getByRole('button', { name: 'Create list' })).toBeDisabled();
    expect(
      screen.getByText('You are offline: this can be sent once you are back online.'),
    ).toBeVisible();
    // Offline says it all: the browser tells when the network is back.
    expect(banner()).toBeFalsy();
  });

  it('the share form and Quick Add wait too, saying why', async () => {
    signInAs(OWNER);
    mockApi({ 'GET /api/lists/l-1': { body: makeList() } });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const share = within(await screen.findByRole('dialog', { name: 'Share this list' }));
    await userEvent.type(share.getByLabelText('Email addresses'), 'gran@example.test');
    const send = share.getByRole('button', { name: 'Send invitations' });
    expect(send).toBeEnabled();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(send).toBeDisabled();
    expect(
      share.getByText('You are offline: this can be sent once you are back online.'),
    ).toBeVisible();
    // The addresses typed are unsaved: closing asks first, and Discard lets them go.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));

    vi.restoreAllMocks();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Quick Add' }));
    const quickAdd = within(await screen.findByRole('dialog', { name: 'Quick Add' }));
    const getDetails = quickAdd.getByRole('button', { name: 'Get details' });
    expect(getDetails).toBeEnabled();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(getDetails).toBeDisabled();
    expect(quickAdd.getByText(/You are offline/)).toBeVisible();
  });
});
