import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { extensionMessage, readWebAppMessage } from '@wishlist/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';

const TOKEN = `wl_${'B'.repeat(43)}`;
const CREATED = {
  id: 't-extension',
  name: 'Browser extension',
  scope: 'write',
  createdAt: '2026-03-05T10:00:00.000Z',
  token: TOKEN,
};

/**
 * A message on this page from `origin`, as a browser delivers `window.postMessage` (jsdom's
 * leaves the origin and source out).
 */
const deliver = (data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));

/** Stands in for the extension's relay on the page: answers as connect-relay.ts does. */
function fakeRelay(answer: 'connected' | 'refused') {
  const received: string[] = [];
  const hear = (event: MessageEvent) => {
    const said = readWebAppMessage(event.data);
    if (said?.type === 'ready') deliver(extensionMessage('hello'));
    if (said?.type === 'token') {
      received.push(said.token);
      deliver(extensionMessage(answer));
    }
  };
  window.addEventListener('message', hear);
  return { received, stop: () => window.removeEventListener('message', hear) };
}

let relay: ReturnType<typeof fakeRelay> | undefined;
afterEach(() => relay?.stop());

function open(more: Parameters<typeof mockApi>[0] = {}) {
  signInAs(OWNER);
  const api = mockApi({ 'POST /api/auth/tokens': { status: 201, body: CREATED }, ...more });
  renderApp('/connect-extension');
  return api;
}

describe('Connecting the browser extension (X1)', () => {
  it('waits for the extension, and makes no token while none is there', async () => {
    const api = open();
    expect(
      await screen.findByRole('heading', { name: 'Connect the browser extension' }),
    ).toBeVisible();
    expect(screen.getByText(/Waiting for the extension/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Connect the extension' })).toBeDisabled();
    await expectNoAxeViolations();
    expect(api.callsTo('POST', '/api/auth/tokens')).toEqual([]);
  });

  it('makes a write token when the person confirms, and gives it to this page only', async () => {
    const user = userEvent.setup();
    relay = fakeRelay('connected');
    const posted = vi.spyOn(window, 'postMessage');
    const api = open();
    const connect = await screen.findByRole('button', { name: 'Connect the extension' });
    await waitFor(() => expect(connect).toBeEnabled());
    await user.click(connect);
    expect(
      await screen.findByRole('heading', { name: 'The extension is connected' }),
    ).toHaveFocus();
    expect(api.callsTo('POST', '/api/auth/tokens').map((call) => call.body)).toEqual([
      { name: 'Browser extension', scope: 'write' },
    ]);
    expect(relay.received).toEqual([TOKEN]);
    expect(api.callsTo('DELETE', '/api/auth/tokens/t-extension')).toEqual([]);
    // Only to the page's own origin, never to "*".
    for (const [, origin] of posted.mock.calls) expect(origin).toBe(window.location.origin);
    expect(window.location.href).not.toContain(TOKEN);
    expect(document.body.textContent).not.toContain(TOKEN);
    posted.mockRestore();
  });

  it('revokes the token at once when the extension refuses it', async () => {
    const user = userEvent.setup();
    relay = fakeRelay('refused');
    const api = open({ 'DELETE /api/auth/tokens/t-extension': { status: 204 } });
    const connect = await screen.findByRole('button', { name: 'Connect the extension' });
    await waitFor(() => expect(connect).toBeEnabled());
    await user.click(connect);
    expect(await screen.findByRole('alert')).toHaveTextContent(/did not take the token/);
    await waitFor(() =>
      expect(api.callsTo('DELETE', '/api/auth/tokens/t-extension')).toHaveLength(1),
    );
  });

  it('a new connection revokes the token the extension held before on this device', async () => {
    const user = userEvent.setup();
    localStorage.setItem(`extensionToken:${OWNER.id}`, 't-before');
    relay = fakeRelay('connected');
    const api = open({ 'DELETE /api/auth/tokens/t-before': { status: 204 } });
    const connect = await screen.findByRole('button', { name: 'Connect the extension' });
    await waitFor(() => expect(connect).toBeEnabled());
    await user.click(connect);
    await screen.findByRole('heading', { name: 'The extension is connected' });
    await waitFor(() => expect(api.callsTo('DELETE', '/api/auth/tokens/t-before')).toHaveLength(1));
    expect(localStorage.getItem(`extensionToken:${OWNER.id}`)).toBe('t-extension');
    // Only the id is kept, never the token's text.
    expect(JSON.stringify({ ...localStorage })).not.toContain(TOKEN);
  });

  it("ignores messages that do not come from this page's own window", async () => {
    open();
    const connect = await screen.findByRole('button', { name: 'Connect the extension' });
    // Dispatched synchronously, and its state change flushed by act: nothing to wait for.
    await act(async () => deliver(extensionMessage('hello'), 'https://evil.example'));
    expect(connect).toBeDisabled();
    await act(async () => deliver(extensionMessage('hello')));
    expect(connect).toBeEnabled();
  });
});
